export { USER_PICKER_COLUMNS, UserPicker, type UserPickerProps } from './UserPicker'
