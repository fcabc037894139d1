import { createContext, useContext } from 'react'

/**
 * Inside the staff shell, which gives every page its h1 (the page's title), a view's own title is a level-two
 * heading; a view shown on a page of its own keeps the h1.
 */
const InShellContext = createContext(false)
export const InShell = InShellContext.Provider

/** The heading element for a view's own title: `h2` inside the shell, `h1` on a page of its own. */
export function useViewHeadingTag(): 'h1' | 'h2' {
  return useContext(InShellContext) ? 'h2' : 'h1'
}
