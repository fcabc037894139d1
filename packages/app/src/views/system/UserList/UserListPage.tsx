import { Button, Card, makeStyles, Toolbar, tokens } from '@fluentui/react-components'
import { Add20Regular, Delete20Regular, LockClosed20Regular, LockOpen20Regular } from '@fluentui/react-icons'
import type { SysUser } from '@portico/contract'
import { DataTable, Pagination, useListPage } from '@portico/grid'
import { useHttp, useNotify } from '@portico/ui'
import { useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { FormFields } from '../../../components/form/FormFields'
import { hasPermission } from '../../../session/sessionStore'
import { useSession } from '../../../session/useSession'
import { UserFormDialog } from './UserFormDialog'
import { userColumns } from './userColumns'
import { userSearchFields } from './userFields'

const useStyles = makeStyles({
  search: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  searchFields: { flexGrow: 1 },
  card: { display: 'grid', gap: tokens.spacingVerticalM },
})

const urls = { list: '/sys/user/list', delete: '/sys/user/delete', deleteBatch: '/sys/user/deleteBatch' }

/** 用户管理 (spec §2 System views; §7 User calls). */
export default function UserListPage() {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const session = useSession()
  const list = useListPage<SysUser>({ url: urls })
  const { confirm, dialog } = useConfirm()
  const [editing, setEditing] = useState<Partial<SysUser> | null>(null)

  const can = {
    add: hasPermission('system:user:add', session),
    edit: hasPermission('system:user:edit', session),
    delete: hasPermission('system:user:delete', session),
    freeze: hasPermission('system:user:frozen', session),
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

  const searchValues = Object.fromEntries(
    Object.entries(list.queryParam).map(([k, v]) => [k, v == null ? '' : String(v)]),
  )

  return (
    <Card className={styles.card}>
      <form
        className={styles.search}
        aria-label="查询条件"
        onSubmit={(event) => {
          event.preventDefault()
          list.search()
        }}
      >
        <div className={styles.searchFields}>
          <FormFields
            fields={userSearchFields}
            values={searchValues}
            errors={{}}
            onChange={(name, value) => list.setQueryParam({ ...list.queryParam, [name]: value })}
          />
        </div>
        <Button type="submit" appearance="primary">
          查询
        </Button>
        <Button onClick={list.reset}>重置</Button>
      </form>
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
      </Toolbar>
      <DataTable
        aria-label="用户列表"
        columns={columns}
        data={list.rows}
        rowKey="id"
        loading={list.loading}
        sort={list.sort}
        onSortChange={list.onSortChange}
        selection={{ selectedKeys: list.selectedKeys, onChange: list.onSelectionChange }}
      />
      <Pagination
        current={list.pagination.current}
        pageSize={list.pagination.pageSize}
        total={list.pagination.total}
        onChange={list.onPaginationChange}
      />
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
