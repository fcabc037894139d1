import type { SysUser } from '@portico/contract'
import type { PickerFieldBaseProps } from '../PickerField/PickerField.types'

/** A user row of the pickers (spec §3): id, username, realname, sex, phone, birthday, orgCodeTxt. */
export type PickerUser = SysUser

export interface UserByDepartModalProps {
  open: boolean
  /** Checkboxes (default) or radios. */
  multiple?: boolean
  /** Default 1250 (spec §9). */
  width?: number
  /** Users chosen when the modal opens. */
  initialSelection?: PickerUser[]
  /** 确定: the chosen users and their ids. */
  onConfirm: (rows: PickerUser[], ids: string[]) => void
  onCancel: () => void
}

export interface UserByDepartPickerProps extends PickerFieldBaseProps<PickerUser> {
  /** Default true (JSelectUserByDep). */
  multiple?: boolean
  /** Store the users' ids instead of their usernames (default: usernames). */
  returnId?: boolean
  /** Default 1250. */
  modalWidth?: number
}
