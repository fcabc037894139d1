import { Delete20Regular } from '@fluentui/react-icons'
import { userResource } from '@portico/contract'
import { useMemo, useRef, useState } from 'react'
import type { ListPageContext, ToolbarAction } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'
import { UserFormDialog } from './UserFormDialog'
import { UserRecycleBinDialog } from './UserRecycleBinDialog'
import { departColumn, freezeActions, type User, userCells } from './userList'

const { rowActions, toolbarActions: freezeToolbar } = freezeActions('/sys/user/frozenBatch')

/** 用户管理 (spec §2 System views; §7 User calls): the declared user list, its own form, 冻结/解冻 and 回收站. */
export default function UserListPage() {
  const [binOpen, setBinOpen] = useState(false)
  const context = useRef<ListPageContext<User> | null>(null)
  const toolbarActions = useMemo<ToolbarAction<User>[]>(
    () => [
      ...freezeToolbar,
      {
        key: 'recycle',
        permission: 'delete',
        label: '回收站',
        icon: <Delete20Regular />,
        run: (ctx) => {
          context.current = ctx
          setBinOpen(true)
        },
      },
    ],
    [],
  )
  return (
    <>
      <ResourcePage<User>
        resource={userResource}
        form={UserFormDialog}
        cells={userCells}
        extraColumns={departColumn}
        actionsWidth={170}
        rowActions={rowActions}
        toolbarActions={toolbarActions}
        selectable
      />
      <UserRecycleBinDialog
        open={binOpen}
        onClose={() => setBinOpen(false)}
        onRestored={() => void context.current?.list.reload()}
      />
    </>
  )
}
