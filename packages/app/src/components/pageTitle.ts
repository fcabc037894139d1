/** Spec §1: the platform's name, prefixed by the page title when not on the home page. */
export function pageTitle(platformName: string, title: string | undefined, isHome: boolean): string {
  return isHome || !title ? platformName : `${title} - ${platformName}`
}
