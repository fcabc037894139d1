// The public API of every publishable package, one API Extractor report per export entry, checked in under
// packages/<name>/api/. `node scripts/api-report.mjs` (in `npm test`, after the build) fails when the built types
// differ from a report; `npm run api:update` rewrites the reports, to be reviewed and committed with the change.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const update = process.argv.includes('--update')
const temp = mkdtempSync(path.join(tmpdir(), 'portico-api-'))

/** `{ name, entry, types }` for each export entry with types of each package not marked private. */
function entries() {
  return readdirSync(path.join(root, 'packages')).flatMap((folder) => {
    const dir = path.join(root, 'packages', folder)
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
    if (manifest.private) return []
    return Object.entries(manifest.exports)
      .filter(([, target]) => typeof target === 'object' && target.types)
      .map(([subpath, target]) => ({
        name: manifest.name,
        dir,
        entry: subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-'),
        types: path.join(dir, target.types),
      }))
  })
}

const silent = { logLevel: 'none', addToApiReportFile: false }
let stale = 0
for (const { name, dir, entry, types } of entries()) {
  if (update) mkdirSync(path.join(dir, 'api'), { recursive: true })
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: dir,
      mainEntryPointFilePath: types,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          files: [types],
        },
      },
      apiReport: {
        enabled: true,
        reportFolder: path.join(dir, 'api'),
        reportTempFolder: temp,
        reportFileName: `${entry}.api.md`,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'error' } },
        extractorMessageReporting: { default: silent },
        tsdocMessageReporting: { default: silent },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: path.join(dir, 'package.json'),
  })
  const result = Extractor.invoke(config, { localBuild: update, messageCallback: (m) => void m })
  const label = `${name}${entry === 'index' ? '' : `/${entry}`}`
  if (result.apiReportChanged && !update) {
    console.error(
      `${label}: the public API changed but packages/${path.basename(dir)}/api/${entry}.api.md does not say so; ` +
        'run `npm run api:update`, review the report and commit it',
    )
    stale++
  } else if (!result.succeeded) {
    console.error(`${label}: API Extractor failed (${result.errorCount} errors)`)
    stale++
  } else console.log(`${label}: ${result.apiReportChanged ? 'report updated' : 'matches its report'}`)
}
rmSync(temp, { recursive: true, force: true })
process.exit(stale ? 1 : 0)
