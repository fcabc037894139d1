// Bundles the server into dist/main.js for production (`node dist/main.js`): the workspace's @portico/* packages are
// bundled from their TypeScript source; npm dependencies stay imports (PGlite loads its WebAssembly from its folder).
import { copyFileSync } from 'node:fs'
import { build } from 'esbuild'

const keepNpmImports = {
  name: 'keep-npm-imports',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portico/') ? undefined : { path: args.path, external: true },
    )
  },
}

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  conditions: ['portico-source'],
  plugins: [keepNpmImports],
  logLevel: 'warning',
})

// Password hashing runs in worker threads started from this file, next to main.js (see services/auth/passwords.ts).
copyFileSync('src/services/auth/password-worker.mjs', 'dist/password-worker.mjs')
