/** Who created and last changed a record and when: written by the server, hidden from the list and Excel. */
export const AUDIT_FIELDS = {
  createBy: { label: '创建人', kind: 'text', system: true, list: false, excel: false },
  createTime: { label: '创建时间', kind: 'datetime', system: true, list: false, excel: false },
  updateBy: { label: '更新人', kind: 'text', system: true, list: false, excel: false },
  updateTime: { label: '更新时间', kind: 'datetime', system: true, list: false, excel: false },
} as const
