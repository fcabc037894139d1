/** What happened to a record in one data-log entry. */
export type DataLogAction = 'add' | 'edit' | 'delete' | 'restore'

/**
 * One version of a record (JeecgBoot's sys_data_log): `dataContent` is the record after the change as JSON.
 * `dataBefore` (the record before) and `action` are ours; JeecgBoot clients ignore them.
 */
export interface DataLogRecord {
  id: string
  dataTable: string
  dataId: string
  dataVersion: number
  dataContent: string
  dataBefore: string | null
  action: DataLogAction
  createBy: string | null
  createTime: string | null
  updateBy: string | null
  updateTime: string | null
}

/**
 * An edit sent with a `version` older than the stored one is refused with this message (HTTP 409); its `result` is
 * the record as it is now, so the form can show what changed and reload.
 */
export const STALE_EDIT_MESSAGE = '该记录已被他人修改，请刷新后重试'
export const STALE_EDIT_CODE = 409
