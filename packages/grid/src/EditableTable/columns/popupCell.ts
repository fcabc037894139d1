/**
 * What a popup cell's pick writes to its row (JVxePopupCell): every dest field, and this column's own value — its
 * dest field when it is one, else the picker's value (the values of the column's `field`).
 */
export function popupCellValues(
  key: string,
  value: string,
  fields: Record<string, string>,
): Record<string, string> {
  return { ...fields, [key]: Object.hasOwn(fields, key) ? fields[key] : value }
}
