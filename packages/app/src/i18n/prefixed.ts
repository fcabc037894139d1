/** A table of texts with each key under a prefix, typed so the catalogue's keys stay literal. */
export function prefixed<Prefix extends string, Key extends string>(
  prefix: Prefix,
  texts: Readonly<Record<Key, string>>,
): Record<`${Prefix}${Key}`, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [prefix + key, text])) as Record<
    `${Prefix}${Key}`,
    string
  >
}

/** Each label as its own text (the Chinese catalogue's entries for labels translated by their wording). */
export const asThemselves = <Label extends string>(labels: readonly Label[]): Record<Label, string> =>
  Object.fromEntries(labels.map((label) => [label, label as string])) as Record<Label, string>
