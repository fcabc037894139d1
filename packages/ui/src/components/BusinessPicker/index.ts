export {
  BUSINESS_ELLIPSIS,
  BUSINESS_PAGE_SIZE,
  BUSINESS_PAGE_SIZES,
  BusinessModal,
} from './BusinessModal'
export { BusinessPicker } from './BusinessPicker'
export type {
  BusinessModalProps,
  BusinessOptions,
  BusinessPickerProps,
} from './BusinessPicker.types'
