/**
 * Menu components the seeded menus name that have no view yet: their menu entries open the "not built" page.
 * A test checks every seeded component against the registry and this list; build a view, register it and take it
 * off here.
 */
export const VIEWS_NOT_BUILT: readonly string[] = []
