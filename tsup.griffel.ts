import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { transformAsync } from '@babel/core'
import griffel from '@griffel/babel-preset'
import type { Plugin } from 'esbuild'

/**
 * How the preset evaluates a style's imports: our sources through its shaker, packages as they are, except
 * @swc/helpers' ESM files (which its resolver picks from the `module` field) read from their CommonJS twins.
 */
const evaluationRules = [
  { action: griffel.shakerEvaluator },
  { test: /[/\\]node_modules[/\\]/, action: 'ignore' },
  {
    test: /[/\\]node_modules[/\\]@swc[/\\]helpers[/\\]esm[/\\]/,
    action: (file: string) => [
      readFileSync(file.replace(/[/\\]esm[/\\]/, '/cjs/').replace(/\.js$/, '.cjs'), 'utf8'),
      null,
    ],
  },
]

/**
 * Compiles Griffel's `makeStyles` / `makeResetStyles` calls at build time (`@griffel/babel-preset`), the way Fluent UI
 * ships its own styles. Left to run in the browser, one such call brings Griffel's CSS compiler (stylis, rtl-css-js,
 * the shorthand and at-rule resolvers) and Fluent's token table into every page that shows a Portico widget; compiled,
 * a widget inserts ready class names through the small runtime that Fluent's own controls already use.
 */
export function griffelAheadOfTime(): Plugin {
  return {
    name: 'griffel-ahead-of-time',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        const code = await compileGriffelStyles(path, await readFile(path, 'utf8'))
        return code === null ? undefined : { contents: code, loader: path.endsWith('x') ? 'tsx' : 'ts' }
      })
    },
  }
}

/** A TypeScript module with its Griffel styles compiled (TypeScript kept), or null when it has none. */
export async function compileGriffelStyles(path: string, source: string): Promise<string | null> {
  if (!/\bmake(?:Reset)?Styles\b/.test(source)) return null
  const result = await transformAsync(source, {
    filename: path,
    babelrc: false,
    configFile: false,
    sourceMaps: 'inline',
    parserOpts: { plugins: ['typescript', 'jsx'] },
    presets: [
      ['@griffel/babel-preset', { babelOptions: { presets: ['@babel/preset-typescript'] }, evaluationRules }],
    ],
  })
  if (!result?.code) throw new Error(`griffel: no output for ${path}`)
  return result.code
}
