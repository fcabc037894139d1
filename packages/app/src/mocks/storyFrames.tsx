import { PorticoProvider } from '@portico/ui'
import type { Decorator } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { http } from '../api/http'

/** Renders a story inside the app's http provider: its calls go to the story's MSW handlers. */
export const withAppHttp: Decorator = (Story) => (
  <PorticoProvider http={http}>
    <Story />
  </PorticoProvider>
)

/** Renders a story in the app's http provider, in a column as wide as the login card. */
export const withCardColumn: Decorator = (Story) => (
  <PorticoProvider http={http}>
    <CardColumn>
      <Story />
    </CardColumn>
  </PorticoProvider>
)

function CardColumn({ children }: { children: ReactNode }) {
  return <div style={{ width: 368, padding: 24 }}>{children}</div>
}

/**
 * Renders a story as the page at `path` inside the app's http provider and a memory router; `others` are the pages
 * it may navigate to (the story checks what they show).
 */
export function withUserPage(path: string, others: Record<string, ReactNode> = {}): Decorator {
  return (Story) => (
    <PorticoProvider http={http}>
      <MemoryRouter initialEntries={[path]}>
        <CardColumn>
          <Routes>
            <Route path={path.split('?')[0]} element={<Story />} />
            {Object.entries(others).map(([to, element]) => (
              <Route key={to} path={to} element={element} />
            ))}
          </Routes>
        </CardColumn>
      </MemoryRouter>
    </PorticoProvider>
  )
}
