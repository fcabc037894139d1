// The import rules `npm test` holds (scripts/check-imports.mjs): no circle, and no layer importing one above it.
// Type-only imports count: a circle of types still ties the files together.

const server = 'packages/server/src'
const app = 'packages/app/src'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle makes the order of module start-up matter; move the shared piece into a file both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-below-services',
      severity: 'error',
      comment:
        'http/, stores/ and db/ (but db/seed/) serve the services: they never import them ' +
        '(services/shared/, the ids, dates and sanitising helpers every layer uses, excepted).',
      from: { path: `^${server}/(http|stores|db/(?!seed/))` },
      to: { path: `^${server}/(services/(?!shared/)|plugins/|routes/|db/seed/)` },
    },
    {
      name: 'server-services-below-routes',
      severity: 'error',
      comment:
        'Services are called by plugins and routes, never the other way, and never reach the demo seed; ' +
        'they name the few dependencies they need instead of the whole `Deps` that plugins are built with.',
      from: { path: `^${server}/services/` },
      to: {
        path: `^${server}/(plugins|routes|db/seed)/|^${server}/(deps|server|main|start|test-main)\\.ts$`,
      },
    },
    {
      name: 'server-plugins-below-routes',
      severity: 'error',
      from: { path: `^${server}/plugins/` },
      to: { path: `^${server}/routes/` },
    },
    {
      name: 'app-components-below-views',
      severity: 'error',
      comment:
        'Shared components, the menu-to-page mapping (navigation/), the page settings, the session and the ' +
        'language catalogues (i18n/) are used by ' +
        'views, the shell and layouts; they never import them.',
      from: { path: `^${app}/(components|navigation|settings|api|session|storage|i18n)/` },
      to: { path: `^${app}/(views|shell|layouts|router)/` },
    },
    {
      name: 'app-views-below-frames',
      severity: 'error',
      comment: 'A view is drawn inside the shell or a layout; what both need lives in components/.',
      from: { path: `^${app}/views/` },
      to: { path: `^${app}/(shell|layouts|router)/` },
    },
    {
      name: 'packages-through-public-entries',
      severity: 'error',
      comment:
        'Another package is reached by its name and export entries, never by a path into its folder ' +
        "(tests may read another package's files to compare both ends).",
      from: { path: '^packages/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/([^/]+)/', pathNot: '^packages/$1/', dependencyTypes: ['local'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      conditionNames: ['portico-source', 'import', 'require', 'node', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    combinedDependencies: false,
  },
}
