import { LockClosed20Regular } from '@fluentui/react-icons'
import { hsCodeLockResource, type ResourceRecordOf } from '@portico/contract'
import type { ToolbarAction } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'

type Lock = ResourceRecordOf<typeof hsCodeLockResource>

const toolbarActions: ToolbarAction<Lock>[] = [
  {
    key: 'lockNow',
    permission: 'lockNow',
    label: '立即锁定',
    icon: <LockClosed20Regular />,
    appearance: 'primary',
    run: async ({ http, notify, list }) => {
      try {
        const reply = await http.post<{ locked: number }>(`${hsCodeLockResource.baseUrl}/lockNow`)
        if (reply.success) {
          notify.success(reply.message || '锁定完成')
          list.reload()
        } else notify.error(reply.message || '锁定失败')
      } catch {
        notify.error('锁定失败，请稍后重试')
      }
    },
  },
]

/**
 * 每日锁定: the HS codes frozen for a day because that day's declarations use them (locked codes cannot be edited
 * until the next day). The 定时任务「HS编码每日锁定」 locks them hourly; 立即锁定 does it now.
 */
export default function TodayLockListPage() {
  return (
    <ResourcePage<Lock>
      resource={hsCodeLockResource}
      toolbarActions={toolbarActions}
      emptyText={(allows) =>
        allows('lockNow')
          ? '还没有锁定记录：当日有出库包裹申报后，点击「立即锁定」或等待定时任务'
          : '还没有锁定记录：当日有出库包裹申报后，由定时任务锁定'
      }
    />
  )
}
