import type { SysDepartTreeNode } from '@portico/contract'
import type { PickerFieldBaseProps } from '../PickerField/PickerField.types'
import type { DepartTreeState } from './useDepartTree'

export interface DepartSelectModalProps {
  open: boolean
  /** Checkboxes instead of radios (default false: one department). */
  multiple?: boolean
  /** Default 500 (spec §9). */
  width?: number
  /** Keys (ids) checked when the modal opens. */
  initialKeys?: string[]
  /** 确定: the checked departments and their keys. */
  onConfirm: (rows: SysDepartTreeNode[], keys: string[]) => void
  onCancel: () => void
  /** A tree the caller already loads (useDepartTree); without it the modal loads its own when opened. */
  tree?: DepartTreeState
}

export interface DepartTreeSelectProps extends PickerFieldBaseProps<SysDepartTreeNode> {
  multiple?: boolean
  /** Field stored in the value: id (default) or orgCode. */
  returnField?: 'id' | 'orgCode'
  /** Default 500. */
  modalWidth?: number
}
