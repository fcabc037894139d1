import { PorticoProvider } from '@portico/ui'
import type { Decorator } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { http } from '../api/http'

/**
 * Renders a story as the page at `path` inside the app's http provider and a memory router; `others` are the pages
 * it may navigate to (the story checks what they show).
 */
export function withUserPage(path: string, others: Record<string, ReactNode> = {}): Decorator {
  return (Story) => (
    <PorticoProvider http={http}>
      <MemoryRouter initialEntries={[path]}>
        <div style={{ width: 368, padding: 24 }}>
          <Routes>
            <Route path={path.split('?')[0]} element={<Story />} />
            {Object.entries(others).map(([to, element]) => (
              <Route key={to} path={to} element={element} />
            ))}
          </Routes>
        </div>
      </MemoryRouter>
    </PorticoProvider>
  )
}
