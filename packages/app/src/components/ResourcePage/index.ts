export { ResourcePage } from './ResourcePage'
export type { ResourcePageProps } from './ResourcePage.types'
export type { ResourceRow } from './resourceValues'
