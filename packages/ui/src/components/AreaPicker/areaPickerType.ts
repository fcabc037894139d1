export const AREA_PICKER_TYPES = ['cascader', 'select'] as const
export type AreaPickerType = (typeof AREA_PICKER_TYPES)[number]

export const isAreaPickerType = (type: unknown): type is AreaPickerType =>
  (AREA_PICKER_TYPES as readonly unknown[]).includes(type)

/** What the picker shows for any other type (spec §8). */
export const areaTypeError = (type: unknown) => `Bad type value: ${String(type)}`
