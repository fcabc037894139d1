export { formatTags } from './formatTags'
export { TagsInput } from './TagsInput'
export type { TagsInputProps } from './TagsInput.types'
