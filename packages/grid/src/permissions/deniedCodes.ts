export const withColon = (prefix: string) => (prefix.endsWith(':') ? prefix : `${prefix}:`)

/**
 * The codes a user may not use under a permission prefix (spec §6): entries of the user's no-permission list that
 * start with the prefix plus a colon, without it. Without a prefix nothing is denied.
 */
export function deniedCodes(
  authPrefix: string | undefined,
  noAuthCodes: readonly string[] | undefined,
): Set<string> {
  if (!authPrefix) return new Set()
  const prefix = withColon(authPrefix)
  return new Set(
    (noAuthCodes ?? []).filter((code) => code.startsWith(prefix)).map((code) => code.slice(prefix.length)),
  )
}

/** Toolbar buttons and columns shown under those codes: `add` hides 新增, `batch_delete` hides 删除, a column key hides it. */
export function permittedParts(denied: ReadonlySet<string>) {
  return {
    add: !denied.has('add'),
    batchDelete: !denied.has('batch_delete'),
    column: (key: string) => !denied.has(key),
  }
}
