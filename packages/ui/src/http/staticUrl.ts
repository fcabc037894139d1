/** `${staticDomain}/${path}` unless the path already starts with http (JeecgBoot `getFileAccessHttpUrl`). */
export function buildStaticUrl(staticDomain: string, path: string | null | undefined): string {
  if (!path) return ''
  if (/^http/i.test(path)) return path
  const domain = staticDomain.replace(/\/+$/, '')
  return `${domain}/${path.replace(/^\/+/, '')}`
}
