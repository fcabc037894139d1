/** `${staticDomain}/${path}` unless the path already starts with http (JeecgBoot `getFileAccessHttpUrl`). */
export function buildStaticUrl(staticDomain: string, path: string | null | undefined): string {
  if (!path) return ''
  if (path.startsWith('http')) return path
  const domain = staticDomain.replace(/\/+$/, '')
  return `${domain}/${path.replace(/^\/+/, '')}`
}
