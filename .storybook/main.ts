import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  // The welcome page, each package's introduction (its README) and showcase, then every package's stories.
  stories: ['./docs/*.mdx', './showcase/*.stories.tsx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  // Interaction tests (stories with a play function end in their after-test state) stay out of the sidebar unless
  // picked in its tag filter; the showcase stories and the Docs pages open in their initial state.
  tags: { 'play-fn': { defaultFilterSelection: 'exclude' } },
  staticDirs: ['./public'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@chromatic-com/storybook',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.resolve ??= {}
    // Workspace packages resolve to their TypeScript sources, so nothing needs building first.
    viteConfig.resolve.conditions = ['portico-source', 'module', 'browser', 'development|production']
    viteConfig.optimizeDeps ??= {}
    viteConfig.optimizeDeps.include = [
      ...(viteConfig.optimizeDeps.include ?? []),
      'msw-storybook-addon/csf3',
      'react/jsx-dev-runtime',
    ]
    viteConfig.build ??= {}
    viteConfig.build.rollupOptions ??= {}
    viteConfig.build.rollupOptions.onwarn = (warning, warn) => {
      // Fluent UI files start with 'use client', which the bundler reports once per file.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
      warn(warning)
    }
    return viteConfig
  },
}

export default config
