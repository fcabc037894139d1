import { Button, Field, Input } from '@fluentui/react-components'
import { PARTNER_PERMS, PARTNER_SCOPES, type PartnerApiKeyView, type PartnerScope } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { useHttp, useNotify, usePermissions } from '@portico/ui'
import { useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { type Texts, useTexts } from '../../../i18n'
import { ChoiceChecks } from './ChoiceChecks'
import { SecretListPanel } from './SecretListPanel'
import { useReplyList } from './useReplyList'

type Created = PartnerApiKeyView & { secret: string }

const scopeTexts = ({ t }: Texts) =>
  Object.fromEntries(PARTNER_SCOPES.map((scope) => [scope, t(`scope.${scope}`)])) as Record<
    PartnerScope,
    string
  >

const columns = (
  revoke: (key: PartnerApiKeyView) => void,
  canRevoke: boolean,
  { t }: Texts,
): DataTableColumn<PartnerApiKeyView>[] => [
  { key: 'name', title: '名称', width: 160 },
  { key: 'id', title: 'API Key', width: 260 },
  { key: 'secretHint', title: '密钥尾号', width: 90, render: (key) => `****${key.secretHint}` },
  {
    key: 'scopes',
    title: '权限范围',
    width: 220,
    render: (key) => key.scopes.map((scope) => t(`scope.${scope}`)).join(', '),
  },
  {
    key: 'status',
    title: '状态',
    width: 80,
    render: (key) => t(key.status === '1' ? 'openApi.enabled' : 'openApi.revoked'),
  },
  {
    key: 'lastUsedTime',
    title: '最近使用',
    kind: 'datetime',
    width: 160,
    render: (key) => key.lastUsedTime ?? t('openApi.neverUsed'),
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
          {t('openApi.revoke')}
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
  const texts = useTexts()
  const { t } = texts
  const keys = useReplyList<PartnerApiKeyView>('/customer/apiKey/list')
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<PartnerScope[]>([])

  const revoke = (key: PartnerApiKeyView) =>
    confirm({
      title: t('openApi.revokeTitle'),
      content: t('openApi.revokeQuestion', { name: key.name }),
      onConfirm: async () => {
        const reply = await http.post('/customer/apiKey/revoke', { id: key.id })
        if (reply.success) notify.success(t('openApi.revokedMessage'))
        else notify.error(reply.message)
        await keys.reload()
      },
    })

  return (
    <>
      <SecretListPanel<PartnerApiKeyView, Created>
        label={t('openApi.keys')}
        list={keys}
        columns={columns(revoke, permissions.allows(PARTNER_PERMS.keyRevoke), texts)}
        emptyText={t('openApi.noKeys')}
        canAdd={permissions.allows(PARTNER_PERMS.keyAdd)}
        form={{
          addText: t('openApi.newKey'),
          title: t('openApi.newKeyTitle'),
          submitText: t('openApi.create'),
          url: '/customer/apiKey/add',
          reset: () => {
            setName('')
            setScopes([])
          },
          check: () => {
            if (!name.trim()) return { problem: t('openApi.enterName') }
            if (scopes.length === 0) return { problem: t('openApi.chooseScope') }
            return { body: { name: name.trim(), scopes } }
          },
          shown: (created) => ({
            title: t('openApi.keyCreated', { name: created.name }),
            lines: [`API Key: ${created.id}`, `Secret: ${created.secret}`],
          }),
          fields: (
            <>
              <Field label={texts.label('名称')} required hint={t('openApi.nameHint')}>
                <Input value={name} maxLength={100} onChange={(_, data) => setName(data.value)} />
              </Field>
              <ChoiceChecks<PartnerScope>
                label={texts.label('权限范围')}
                options={PARTNER_SCOPES}
                text={scopeTexts(texts)}
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
