export { UserByDepartModal } from './UserByDepartModal'
export { UserByDepartPicker } from './UserByDepartPicker'
export type {
  PickerUser,
  UserByDepartModalProps,
  UserByDepartPickerProps,
} from './UserByDepartPicker.types'
export { sexText, USER_BY_DEPART_COLUMNS } from './userColumns'
