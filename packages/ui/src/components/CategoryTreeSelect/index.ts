export { CategoryTreeSelect } from './CategoryTreeSelect'
export type { CategoryTreeSelectProps } from './CategoryTreeSelect.types'
export { categoryIds, categoryLevelRequest } from './categoryTreeQuery'
