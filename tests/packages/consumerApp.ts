// Writes a fresh Vite app (outside the workspace) that installs the packed tarballs and holds each README's example.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PackedPackage } from './packWorkspace'
import { ROOT } from './packWorkspace'

/** Each package's example page: the MSW handlers it needs (from the packages' own mocks), as module code. */
export const EXAMPLE_MOCKS: Record<string, { imports: string; handlers: string }> = {
  contract: { imports: '', handlers: '' },
  cron: { imports: '', handlers: '' },
  ui: { imports: "import { dictHandlers } from '@portico/ui/mocks'", handlers: '...dictHandlers' },
  upload: {
    imports: "import { uploadHandlers } from '@portico/upload/mocks'",
    handlers: '...uploadHandlers',
  },
  'query-builder': {
    imports: "import { queryBuilderHandlers } from '@portico/query-builder/mocks'",
    handlers: '...queryBuilderHandlers',
  },
  grid: {
    imports: "import { dictHandlers, userSettingHandlers } from '@portico/ui/mocks'",
    handlers: '...dictHandlers, ...userSettingHandlers().handlers',
  },
}

const EXAMPLE_MARK =
  '<!-- The consumer test (tests/packages/consumer.test.ts) compiles and runs this block. -->'

/** The tsx block under the README's example mark. */
export function readmeExample(packageDir: string): string {
  const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8')
  const mark = readme.indexOf(EXAMPLE_MARK)
  if (mark < 0) throw new Error(`${packageDir}/README.md has no example marked for the consumer test`)
  const start = readme.indexOf('```tsx\n', mark) + '```tsx\n'.length
  return readme.slice(start, readme.indexOf('```', start))
}

/** `@portico/ui` -> `ui`. */
export const shortName = (name: string) => name.replace('@portico/', '')

function versionsOf(file: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'))
  return { ...manifest.dependencies, ...manifest.devDependencies }
}

/**
 * The workspace's `overrides` (pnpm-workspace.yaml): the pins that keep transitive dependencies on Node 20. A team on
 * Node 20 needs the same ones, so the consumer app gets them too.
 */
function workspaceOverrides(): Record<string, string> {
  const yaml = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8')
  const section = /^overrides:\n((?:[ \t]+.*\n?)*)/m.exec(yaml)?.[1] ?? ''
  const pins: Record<string, string> = {}
  for (const line of section.split('\n')) {
    const pin = /^\s+"?([^"#:\s]+)"?:\s*([^\s#]+)/.exec(line)
    if (pin) pins[pin[1]] = pin[2]
  }
  return pins
}

/** Every binding an import statement makes (`import a, { b, c as d, type E } from 'x'` -> a, b, d). */
function bindingsOf(clause: string): string[] {
  const names: string[] = []
  const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? ''
  for (const part of named.split(',')) {
    const item = part.trim()
    if (item && !item.startsWith('type '))
      names.push(
        item
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      )
  }
  const leading = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim()
  if (leading && !leading.startsWith('type ') && !leading.startsWith('* ')) names.push(leading)
  return names
}

/** The Fluent controls (PascalCase names imported from @fluentui/react-components) a built module imports. */
export function fluentControlsOf(code: string): string[] {
  const names = [
    ...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@fluentui\/react-components["']/g),
  ].flatMap((match) => bindingsOf(`{${match[1]}}`).map((name) => name))
  return names.filter((name) => /^[A-Z]/.test(name))
}

/**
 * The example's page made of Fluent alone (`measure-<name>-fluent`): the example's own imports that are not Portico's
 * (Fluent's Button, axios…) and every Fluent control the Portico modules on the measured page import, each kept by a
 * reference. Its weight over the FluentProvider page is what the same controls cost without Portico; the measured
 * page's weight over it is what Portico itself adds.
 */
export function writeFluentTwin(dir: string, short: string, controls: string[]): string {
  const example = readFileSync(path.join(dir, 'src', `${short}.example.tsx`), 'utf8')
  const imports = [...example.matchAll(/^import\s+(?!type\s)([^'"]+?)\s+from\s+'([^']+)'/gm)].filter(
    ([, , source]) =>
      !source.startsWith('@portico/') && source !== 'react' && source !== '@fluentui/react-components',
  )
  const exampleFluent = [
    ...example.matchAll(/^import\s+(\{[^}]*\})\s+from\s+'@fluentui\/react-components'/gm),
  ].flatMap((match) => bindingsOf(match[1]))
  const fluent = [...new Set([...controls, ...exampleFluent])].filter(
    (name) => name !== 'FluentProvider' && name !== 'webLightTheme',
  )
  const kept = [...fluent, ...imports.flatMap(([, clause]) => bindingsOf(clause))]
  const name = `measure-${short}-fluent`
  const code = `import { FluentProvider, webLightTheme${fluent.map((control) => `, ${control}`).join('')} } from '@fluentui/react-components'
${imports.map(([statement]) => statement).join('\n')}
import { createRoot } from 'react-dom/client'

// Each part kept: a bundler drops what nothing refers to.
;(globalThis as { kept?: unknown }).kept = [${kept.join(', ')}]
createRoot(document.getElementById('root')!).render(<FluentProvider theme={webLightTheme} />)
`
  writeFileSync(path.join(dir, 'src', `${short}.fluent.tsx`), code)
  writeFileSync(path.join(dir, `${name}.html`), page(name, `/src/${short}.fluent.tsx`))
  return name
}

const page = (title: string, script: string) =>
  `<!doctype html>\n<html lang="zh-CN"><head><meta charset="UTF-8" /><title>${title}</title><link rel="icon" href="data:," /></head>` +
  `<body><div id="root"></div><script type="module" src="${script}"></script></body></html>\n`

const mount = (body: string) => `import { FluentProvider, webLightTheme } from '@fluentui/react-components'
import { createRoot } from 'react-dom/client'
${body}`

/**
 * The app: per package an example page (`<name>.html`, mocks started first) and a measure page
 * (`measure-<name>.html`, the example alone), plus `measure-baseline.html` (FluentProvider alone). `vite build` builds
 * the example pages into `dist`; `MEASURE_PAGE=<page> vite build` builds one measure page alone into
 * `dist-measure/<page>`, as an app made of that page would be split.
 */
export function writeConsumerApp(dir: string, packed: PackedPackage[]): void {
  const workspace = { ...versionsOf('package.json'), ...versionsOf('packages/app/package.json') }
  const pin = (names: string[]) => Object.fromEntries(names.map((name) => [name, workspace[name]]))
  const tarballs = Object.fromEntries(packed.map(({ name, tarball }) => [name, `file:${tarball}`]))
  const manifest = {
    name: 'portico-consumer',
    private: true,
    type: 'module',
    dependencies: {
      ...tarballs,
      ...pin(['react', 'react-dom', '@fluentui/react-components', '@fluentui/react-icons', 'axios', 'msw']),
    },
    devDependencies: pin(['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom']),
    // The packages depend on each other by version; here those versions are the tarballs.
    pnpm: { overrides: { ...workspaceOverrides(), ...tarballs } },
  }
  mkdirSync(path.join(dir, 'src'), { recursive: true })
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2))
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      include: ['src'],
    }),
  )
  const inputs: Record<string, string> = {}
  const addPage = (name: string, script: string, code: string) => {
    writeFileSync(path.join(dir, 'src', script), code)
    writeFileSync(path.join(dir, `${name}.html`), page(name, `/src/${script}`))
    if (!name.startsWith('measure-')) inputs[name] = `${name}.html`
  }
  addPage(
    'measure-baseline',
    'baseline.tsx',
    mount(`createRoot(document.getElementById('root')!).render(<FluentProvider theme={webLightTheme} />)\n`),
  )
  for (const { name, dir: packageDir } of packed) {
    const short = shortName(name)
    writeFileSync(path.join(dir, 'src', `${short}.example.tsx`), readmeExample(packageDir))
    const render = `createRoot(document.getElementById('root')!).render(
  <FluentProvider theme={webLightTheme}>
    <Example />
  </FluentProvider>,
)\n`
    addPage(
      `measure-${short}`,
      `${short}.measure.tsx`,
      mount(`import { Example } from './${short}.example'\n${render}`),
    )
    const mocks = EXAMPLE_MOCKS[short] ?? { imports: '', handlers: '' }
    addPage(
      short,
      `${short}.page.tsx`,
      mount(`import { setupWorker } from 'msw/browser'
${mocks.imports}
import { Example } from './${short}.example'

await setupWorker(${mocks.handlers}).start({ quiet: true, onUnhandledRequest: 'bypass' })
${render}`),
    )
  }
  writeFileSync(
    path.join(dir, 'vite.config.ts'),
    `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Which modules each chunk holds and how long each rendered, to tell the packages' own code from their dependencies'.
const moduleSizes = {
  name: 'module-sizes',
  generateBundle(_options, bundle) {
    const chunks = {}
    for (const [file, chunk] of Object.entries(bundle))
      if (chunk.type === 'chunk')
        chunks[file] = Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength]))
    this.emitFile({ type: 'asset', fileName: 'module-sizes.json', source: JSON.stringify(chunks) })
  },
}

const measured = process.env.MEASURE_PAGE

export default defineConfig({
  plugins: [react(), moduleSizes],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 5000,
    outDir: measured ? \`dist-measure/\${measured}\` : 'dist',
    rollupOptions: {
      input: measured ? { [measured]: \`\${measured}.html\` } : ${JSON.stringify(inputs)},
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
})
`,
  )
}
