import { Button, Card, makeStyles, Toolbar, tokens } from '@fluentui/react-components'
import { Add20Regular, Delete20Regular, LockClosed20Regular, LockOpen20Regular } from '@fluentui/react-icons'
import type { SysUser } from '@portico/contract'
import { useListPage } from '@portico/grid'
import { SuperQuery } from '@portico/query-builder'
import { useHttp, useNotify, usePermissions } from '@portico/ui'
import { useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { ExcelActions } from '../../../components/list/ExcelActions'
import { ListTable } from '../../../components/list/ListTable'
import { SearchForm } from '../../../components/list/SearchForm'
import { UserFormDialog } from './UserFormDialog'
import { userColumns } from './userColumns'
import { userQueryFields, userSearchFields } from './userFields'

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
})

const urls = {
  list: '/sys/user/list',
  delete: '/sys/user/delete',
  deleteBatch: '/sys/user/deleteBatch',
  exportXls: '/sys/user/exportXls',
  importExcel: '/sys/user/importExcel',
}

/** 用户管理 (spec §2 System views; §7 User calls). */
export default function UserListPage() {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const permissions = usePermissions()
  const list = useListPage<SysUser>({ url: urls })
  const { confirm, dialog } = useConfirm()
  const [editing, setEditing] = useState<Partial<SysUser> | null>(null)

  const can = {
    add: permissions.allows('system:user:add'),
    edit: permissions.allows('system:user:edit'),
    delete: permissions.allows('system:user:delete'),
    freeze: permissions.allows('system:user:frozen'),
    list: permissions.allows('system:user:list'),
  }

  async function setFrozen(ids: string[], frozen: boolean) {
    const reply = await http.put('/sys/user/frozenBatch', { ids: ids.join(','), status: frozen ? '2' : '1' })
    if (reply.success) {
      notify.success(reply.message)
      await list.reload()
    } else notify.warning(reply.message)
  }

  function freezeSelected(frozen: boolean) {
    if (list.selectedKeys.length === 0) return notify.warning('请选择一条记录！')
    confirm({
      content: `确定${frozen ? '冻结' : '解冻'}选中的 ${list.selectedKeys.length} 个账号吗?`,
      onConfirm: () => setFrozen(list.selectedKeys, frozen),
    })
  }

  const columns = userColumns({
    canEdit: can.edit,
    canDelete: can.delete,
    canFreeze: can.freeze,
    onEdit: (user) => setEditing(user),
    onDelete: (user) =>
      confirm({ content: `确定删除用户 ${user.username} 吗?`, onConfirm: () => list.remove(user.id) }),
    onToggleFrozen: (user) => {
      const freeze = user.status !== 2
      confirm({
        content: `确定${freeze ? '冻结' : '解冻'}用户 ${user.username} 吗?`,
        onConfirm: () => setFrozen([user.id], freeze),
      })
    },
  })

  return (
    <Card className={styles.card}>
      <SearchForm
        fields={userSearchFields}
        values={list.queryParam}
        onChange={list.setQueryParam}
        onSearch={list.search}
        onReset={list.reset}
      />
      <Toolbar aria-label="用户操作">
        {can.add && (
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing({})}>
            新增
          </Button>
        )}
        {can.delete && (
          <Button
            icon={<Delete20Regular />}
            onClick={() =>
              list.selectedKeys.length === 0
                ? list.removeSelected()
                : confirm({
                    content: `确定删除选中的 ${list.selectedKeys.length} 个用户吗?`,
                    onConfirm: list.removeSelected,
                  })
            }
          >
            批量删除
          </Button>
        )}
        {can.freeze && (
          <>
            <Button icon={<LockClosed20Regular />} onClick={() => freezeSelected(true)}>
              冻结
            </Button>
            <Button icon={<LockOpen20Regular />} onClick={() => freezeSelected(false)}>
              解冻
            </Button>
          </>
        )}
        <SuperQuery
          fields={userQueryFields}
          saveCode="/isystem/user"
          onChange={(query) => list.applySuperQuery(query ? { ...query.params } : null)}
        />
        <ExcelActions
          fileName="用户列表"
          exportUrl={can.list ? urls.exportXls : undefined}
          importUrl={can.add ? urls.importExcel : undefined}
          exportParams={list.exportParams}
          onImported={() => void list.reload()}
        />
      </Toolbar>
      <ListTable list={list} columns={columns} aria-label="用户列表" selectable />
      <UserFormDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          list.reload()
        }}
      />
      {dialog}
    </Card>
  )
}
