export interface SuperQueryButtonProps {
  /** A query is in force: the button says so (tooltip 已有高级查询条件生效) and offers 清空. */
  active: boolean
  /** Opens the dialog. */
  onClick: () => void
  /** 清空: drop the query in force. */
  onClear: () => void
  /** Default 高级查询. */
  label?: string
  disabled?: boolean
}
