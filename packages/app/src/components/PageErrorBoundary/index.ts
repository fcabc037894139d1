export { PageErrorBoundary } from './PageErrorBoundary'
