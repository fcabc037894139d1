import { FluentProvider, webLightTheme } from '@fluentui/react-components'
import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'

const preview: Preview = {
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
  },
}

export default preview
