/**
 * JeecgBoot's saveRolePermission rule (also its department and department-role saves): grant what `granted` has and
 * `last` had not, revoke what `last` had and `granted` has not; anything else is left as it is.
 */
export function grantDiff(granted: string[], last: string[]): { add: string[]; remove: string[] } {
  const now = new Set(granted)
  const before = new Set(last)
  return {
    add: [...now].filter((id) => !before.has(id)),
    remove: [...before].filter((id) => !now.has(id)),
  }
}
