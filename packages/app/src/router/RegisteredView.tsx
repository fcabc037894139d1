import { NotBuiltYet } from '../views/NotBuiltYet'
import { viewFor } from './viewRegistry'

/**
 * The view a menu component string names, or the "not built yet" page. Loaded on demand by the routes, so the
 * registry (and the preload list of every view it names) stays off the login page.
 */
export function RegisteredView({ component, title }: { component?: string; title: string }) {
  const View = component ? viewFor(component) : null
  return View ? <View /> : <NotBuiltYet title={title} component={component} />
}
