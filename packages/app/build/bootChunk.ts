import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite'

/**
 * The login path in one request. Every first page needs the same code before it draws (React, the router, Fluent's
 * provider and controls, the session, the login page): left alone, the bundler cuts it into some fifty small chunks
 * by which lazy routes share each piece, and on a phone network every request costs a round trip. This puts that
 * code into one `boot` chunk; the back office shell, the portal and every page keep their own chunks, and nothing
 * of theirs joins the login path.
 *
 * Which modules that is, only the bundler knows after tree-shaking (a static import of a barrel such as
 * @fluentui/react-components reaches every component): `plugin` first bundles the app in memory as it would be
 * split by default (`inner`: no minifying, nothing written) and records the modules of the entry chunk and of the
 * chunks it imports statically; `test` answers whether a module is one of them (the `boot` group's test).
 */
export function bootChunk(inner: InlineConfig): { plugin: Plugin; test: (id: string) => boolean } {
  const boot = new Set<string>()
  const plugin: Plugin = {
    name: 'portico-boot-chunk',
    apply: 'build',
    async buildStart() {
      boot.clear()
      const result = await build({
        ...inner,
        configFile: false,
        logLevel: 'silent',
        build: { ...inner.build, write: false, minify: false, copyPublicDir: false },
      })
      const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput
      const chunks = new Map(
        output.output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
      )
      const pending = [...chunks.values()].filter((chunk) => chunk.isEntry)
      const seen = new Set<string>()
      while (pending.length > 0) {
        const chunk = pending.pop()!
        if (seen.has(chunk.fileName)) continue
        seen.add(chunk.fileName)
        for (const id of chunk.moduleIds) boot.add(id)
        for (const file of chunk.imports) if (chunks.has(file)) pending.push(chunks.get(file)!)
      }
      this.info(`boot chunk: ${boot.size} modules from ${seen.size} default chunks`)
    },
  }
  return { plugin, test: (id) => boot.has(id) }
}
