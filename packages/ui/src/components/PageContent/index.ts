export { PageContent } from './PageContent'
export type { PageContentProps } from './PageContent.types'
