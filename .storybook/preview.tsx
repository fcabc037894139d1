import { FluentProvider, webLightTheme } from '@fluentui/react-components'
import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'

/** The app keeps a chosen language in the browser; a story that chose English must not carry it into the next file. */
const APP_LOCALE_KEY = 'portico.locale'

const preview: Preview = {
  // A story's own clean-up runs only when the next story renders, so the last one of a file would leave it behind.
  afterEach: () => localStorage.removeItem(APP_LOCALE_KEY),
  // A Docs page (props table, every story in its initial state) for every component.
  tags: ['autodocs'],
  loaders: [mswLoader()],
  decorators: [
    (Story) => (
      <FluentProvider theme={webLightTheme}>
        <Story />
      </FluentProvider>
    ),
  ],
  parameters: {
    a11y: {
      test: 'error',
      // Fluent's focus manager (tabster) puts focusable, aria-hidden sentinels (`<i data-tabster-dummy>`) around
      // focus groups to steer Tab; axe's aria-hidden-focus would flag them. The rule still runs on everything else.
      config: {
        rules: [{ id: 'aria-hidden-focus', selector: '[aria-hidden="true"]:not([data-tabster-dummy])' }],
      },
    },
    controls: { expanded: true },
    options: {
      storySort: {
        // A literal: Storybook reads it without running this file.
        order: [
          'Welcome',
          'Contract',
          'Cron',
          ['Introduction', 'Showcase', '*'],
          'UI',
          ['Introduction', 'Showcase', '*'],
          'Upload',
          ['Introduction', 'Showcase', '*'],
          'QueryBuilder',
          ['Introduction', 'Showcase', '*'],
          'Grid',
          ['Introduction', 'Showcase', '*'],
          'App',
          ['Showcase', '*'],
        ],
      },
    },
    // Visual tests (Chromatic): snapshot once Fluent's motion has settled.
    chromatic: { pauseAnimationAtEnd: true },
  },
}

export default preview
