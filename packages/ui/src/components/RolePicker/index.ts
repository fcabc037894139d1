export { ROLE_PICKER_COLUMNS, RolePicker, type RolePickerProps } from './RolePicker'
