import { Badge, type BadgeProps } from '@fluentui/react-components'
import {
  ArrowUpload20Regular,
  CheckmarkCircle20Regular,
  Send20Regular,
  ShieldTask20Regular,
} from '@fluentui/react-icons'
import {
  CUSTOMS_STATUS,
  customsActions,
  customsDeclarationResource,
  type DeclarationCheck,
  type ResourceRecordOf,
} from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { ImportExcelDialog } from '@portico/upload'
import { useState } from 'react'
import { callAction } from '../../api/callAction'
import type { ListPageContext } from '../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../components/ResourcePage'
import { appConfig } from '../../config'
import { CheckResultDialog } from './CheckResultDialog'

type Row = ResourceRecordOf<typeof customsDeclarationResource> & { deductionTotal?: string }
type Context = ListPageContext<Row>

const STATUS_COLOR: Record<string, BadgeProps['color']> = {
  [CUSTOMS_STATUS.pending]: 'informative',
  [CUSTOMS_STATUS.declared]: 'brand',
  [CUSTOMS_STATUS.inspecting]: 'warning',
  [CUSTOMS_STATUS.released]: 'success',
  [CUSTOMS_STATUS.returned]: 'danger',
}
const cells = {
  status: (row: Row) => (
    <Badge appearance="tint" color={STATUS_COLOR[row.status ?? ''] ?? 'subtle'}>
      {row.status_dictText ?? row.status}
    </Badge>
  ),
}
const extraColumns: DataTableColumn<Row>[] = [
  { key: 'deductionTotal', title: '扣款合计', kind: 'money', render: (row) => row.deductionTotal || '—' },
]
const EDITABLE: string[] = [CUSTOMS_STATUS.pending, CUSTOMS_STATUS.returned]

/** 电商报关单: 三单对碰, 申报, 布控查验 and the customs response import. */
export default function ETradeCustomsReportListPage() {
  const [checks, setChecks] = useState<DeclarationCheck[] | null>(null)
  const [importing, setImporting] = useState<null | (() => void)>(null)

  const selected = ({ list, notify }: Context) => {
    if (list.selectedKeys.length === 0) notify.warning('请选择报关单')
    return list.selectedKeys
  }
  async function check(context: Context) {
    const ids = selected(context)
    if (ids.length === 0) return
    const reply = await callAction(context.http, customsActions.check, { body: { ids } })
    if (reply.success) setChecks(reply.result ?? [])
    else context.notify.warning(reply.message)
  }
  function submit(context: Context) {
    const ids = selected(context)
    if (ids.length === 0) return
    context.confirm({
      content: `确定申报选中的 ${ids.length} 份报关单吗？三单对碰不一致时不会申报任何一份。`,
      onConfirm: async () => {
        const reply = await callAction(context.http, customsActions.submit, { body: { ids } })
        // A refusal lists the declarations failing 三单对碰.
        const failed: unknown = reply.result
        if (reply.success) {
          context.notify.success(reply.message)
          void context.list.reload()
        } else if (Array.isArray(failed)) setChecks(failed as DeclarationCheck[])
        else context.notify.warning(reply.message)
      },
    })
  }
  function inspect(context: Context) {
    const ids = selected(context)
    if (ids.length === 0) return
    context.confirm({
      content: `确定将选中的 ${ids.length} 份报关单布控查验吗？`,
      onConfirm: async () => {
        const reply = await callAction(context.http, customsActions.inspect, { body: { ids } })
        if (!reply.success) return context.notify.warning(reply.message)
        context.notify.success(reply.message)
        void context.list.reload()
      },
    })
  }

  return (
    <>
      <ResourcePage<Row>
        resource={customsDeclarationResource}
        selectable
        cells={cells}
        extraColumns={extraColumns}
        rowActionFilter={(key, row) => key !== 'edit' || EDITABLE.includes(row.status ?? '')}
        toolbarActions={[
          {
            key: 'check',
            permission: 'list',
            label: '三单对碰',
            icon: <CheckmarkCircle20Regular />,
            run: check,
          },
          {
            key: 'submit',
            permission: 'submit',
            label: '申报',
            icon: <Send20Regular />,
            appearance: 'primary',
            run: submit,
          },
          {
            key: 'inspect',
            permission: 'inspect',
            label: '布控查验',
            icon: <ShieldTask20Regular />,
            run: inspect,
          },
          {
            key: 'importResponse',
            permission: 'importResponse',
            label: '导入回执',
            icon: <ArrowUpload20Regular />,
            run: ({ list }) => setImporting(() => list.reload),
          },
        ]}
      />
      <CheckResultDialog checks={checks} onClose={() => setChecks(null)} />
      <ImportExcelDialog
        open={importing !== null}
        onOpenChange={(open) => !open && setImporting(null)}
        title="导入海关回执（清单编号/运单号、回执代码 800放行 100退单 500查验、回执信息）"
        url={appConfig.apiBaseUrl + customsActions.importResponse.path}
        onSuccess={() => {
          importing?.()
          setImporting(null)
        }}
      />
    </>
  )
}
