import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { PersonAdd20Regular } from '@fluentui/react-icons'
import type { SysUser } from '@portico/contract'
import { type DataTableColumn, useListPage } from '@portico/grid'
import { BusinessModal, USER_PICKER_COLUMNS, useEndpoints, useHttp, useNotify } from '@portico/ui'
import { type ReactNode, useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { ListTable } from '../../../components/list/ListTable'

const useStyles = makeStyles({ toolbar: { marginBottom: tokens.spacingVerticalS } })

export interface MemberUsersProps {
  /** Names the group in the table and the confirmation: 角色 调度员, 部门 上海站. */
  groupLabel: string
  /** The paged members, with `params` (roleId, depId). */
  listUrl: string
  params: Record<string, string>
  /** Adds the picked users' ids; removes one user. */
  add: (userIds: string[]) => { url: string; body: object }
  remove: (userId: string) => { url: string; params: object }
  /** Row buttons before 移除 (部门管理's 分配角色). */
  userActions?: (user: SysUser) => ReactNode
}

/** The users of a role or a department: add existing users with the user picker, take one out. */
export function MemberUsers({ groupLabel, listUrl, params, add, remove, userActions }: MemberUsersProps) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const { userList } = useEndpoints()
  const { confirm, dialog } = useConfirm()
  const [picking, setPicking] = useState(false)
  const list = useListPage<SysUser>({ url: { list: listUrl }, queryParam: params })

  const answer = async (reply: Promise<{ success: boolean; message: string }>) => {
    const { success, message } = await reply
    if (success) notify.success(message)
    else notify.warning(message)
    await list.reload()
  }
  const columns: DataTableColumn<SysUser>[] = [
    { key: 'username', title: '用户账号', width: 150 },
    { key: 'realname', title: '用户名称', width: 150 },
    { key: 'phone', title: '手机号码', width: 150 },
    {
      key: 'action',
      title: '操作',
      fixed: 'right',
      width: userActions ? 200 : 100,
      render: (user) => (
        <>
          {userActions?.(user)}
          <Button
            size="small"
            appearance="transparent"
            aria-label={`移除 ${user.username}`}
            onClick={() =>
              confirm({
                content: `确定把用户 ${user.username} 移出${groupLabel}吗?`,
                onConfirm: () => {
                  const call = remove(user.id)
                  return answer(http.delete(call.url, call.params))
                },
              })
            }
          >
            移除
          </Button>
        </>
      ),
    },
  ]
  return (
    <>
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<PersonAdd20Regular />} onClick={() => setPicking(true)}>
          已有用户
        </Button>
      </div>
      <ListTable list={list} columns={columns} aria-label={`${groupLabel} 的用户`} />
      <BusinessModal<SysUser>
        open={picking}
        name="用户"
        listUrl={userList}
        columns={USER_PICKER_COLUMNS}
        queryParamCode="username"
        queryParamText="账号"
        width={1200}
        onCancel={() => setPicking(false)}
        onConfirm={(_, keys) => {
          setPicking(false)
          if (keys.length === 0) return
          const call = add(keys)
          void answer(http.post(call.url, call.body))
        }}
      />
      {dialog}
    </>
  )
}
