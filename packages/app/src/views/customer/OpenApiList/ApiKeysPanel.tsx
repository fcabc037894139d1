import { Button, Field, Input } from '@fluentui/react-components'
import {
  PARTNER_PERMS,
  PARTNER_SCOPE_TEXT,
  PARTNER_SCOPES,
  type PartnerApiKeyView,
  type PartnerScope,
} from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { useHttp, useNotify, usePermissions } from '@portico/ui'
import { useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { ChoiceChecks } from './ChoiceChecks'
import { SecretListPanel } from './SecretListPanel'
import { useReplyList } from './useReplyList'

type Created = PartnerApiKeyView & { secret: string }

const columns = (
  revoke: (key: PartnerApiKeyView) => void,
  canRevoke: boolean,
): DataTableColumn<PartnerApiKeyView>[] => [
  { key: 'name', title: '名称', width: 160 },
  { key: 'id', title: 'API Key', width: 260 },
  { key: 'secretHint', title: '密钥尾号', width: 90, render: (key) => `****${key.secretHint}` },
  {
    key: 'scopes',
    title: '权限范围',
    width: 220,
    render: (key) => key.scopes.map((scope) => PARTNER_SCOPE_TEXT[scope] ?? scope).join('、'),
  },
  { key: 'status', title: '状态', width: 80, render: (key) => (key.status === '1' ? '启用' : '已吊销') },
  {
    key: 'lastUsedTime',
    title: '最近使用',
    kind: 'datetime',
    width: 160,
    render: (key) => key.lastUsedTime ?? '从未使用',
  },
  { key: 'createTime', title: '创建时间', kind: 'datetime', width: 160 },
  {
    key: 'actions',
    title: '操作',
    width: 80,
    fixed: 'right',
    render: (key) =>
      canRevoke && key.status === '1' ? (
        <Button size="small" appearance="transparent" onClick={() => revoke(key)}>
          吊销
        </Button>
      ) : null,
  },
]

/** API密钥: a customer's keys for the partner API; a new key's secret is shown once, a key can be revoked. */
export function ApiKeysPanel() {
  const http = useHttp()
  const notify = useNotify()
  const permissions = usePermissions()
  const { confirm, dialog } = useConfirm()
  const keys = useReplyList<PartnerApiKeyView>('/customer/apiKey/list')
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<PartnerScope[]>([])

  const revoke = (key: PartnerApiKeyView) =>
    confirm({
      title: '吊销API密钥',
      content: `吊销后使用「${key.name}」的请求将被拒绝，且不能恢复。确定吊销吗？`,
      onConfirm: async () => {
        const reply = await http.post('/customer/apiKey/revoke', { id: key.id })
        if (reply.success) notify.success(reply.message || 'API密钥已吊销')
        else notify.error(reply.message)
        await keys.reload()
      },
    })

  return (
    <>
      <SecretListPanel<PartnerApiKeyView, Created>
        label="API密钥"
        list={keys}
        columns={columns(revoke, permissions.allows(PARTNER_PERMS.keyRevoke))}
        emptyText="还没有API密钥，点击「新建密钥」让您的系统推送订单、查询轨迹和账单"
        canAdd={permissions.allows(PARTNER_PERMS.keyAdd)}
        form={{
          addText: '新建密钥',
          title: '新建API密钥',
          submitText: '创建',
          url: '/customer/apiKey/add',
          reset: () => {
            setName('')
            setScopes([])
          },
          check: () => {
            if (!name.trim()) return { problem: '请输入名称' }
            if (scopes.length === 0) return { problem: '请至少选择一项权限' }
            return { body: { name: name.trim(), scopes } }
          },
          shown: (created) => ({
            title: `API密钥「${created.name}」已创建`,
            lines: [`API Key: ${created.id}`, `Secret: ${created.secret}`],
          }),
          fields: (
            <>
              <Field label="名称" required hint="例如：ERP系统">
                <Input value={name} maxLength={100} onChange={(_, data) => setName(data.value)} />
              </Field>
              <ChoiceChecks<PartnerScope>
                label="权限范围"
                options={PARTNER_SCOPES}
                text={PARTNER_SCOPE_TEXT}
                value={scopes}
                onChange={setScopes}
              />
            </>
          ),
        }}
      />
      {dialog}
    </>
  )
}
