import type { ResourceField } from '../resource/defineResource'

/** 创建人 / 创建时间 / 更新人 / 更新时间: written by the server, shown in 详情 only. */
export const auditFields = {
  createBy: { label: '创建人', kind: 'text', system: true, list: false, excel: false },
  createTime: {
    label: '创建时间',
    kind: 'datetime',
    system: true,
    sortable: true,
    list: false,
    excel: false,
  },
  updateBy: { label: '更新人', kind: 'text', system: true, list: false, excel: false },
  updateTime: { label: '更新时间', kind: 'datetime', system: true, list: false, excel: false },
} as const satisfies Record<string, ResourceField>
