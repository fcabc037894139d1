import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Body1,
  Button,
  Caption1,
} from '@fluentui/react-components'
import type { RecruitMessage } from '@portico/contract'
import { useCallback, useState } from 'react'
import { useSession } from '../../../session/useSession'
import { LoadState } from '../layout/LoadState'
import { Pager } from '../layout/Pager'
import { PortalCard } from '../layout/PortalCard'
import { usePortal } from '../layout/PortalContext'
import { recruitApi } from '../recruitApi'
import { usePaged } from './usePaged'

const PAGE_SIZE = 10
const load = (pageNo: number) => recruitApi.messages(pageNo, PAGE_SIZE)

function Messages() {
  const { refreshUnread } = usePortal()
  const [read, setRead] = useState<Set<string>>(new Set())
  const { page, error, pageNo, setPageNo } = usePaged(load, '消息加载失败')
  const open = useCallback(
    (message: RecruitMessage) => {
      if (message.readFlag === '1' || read.has(message.id)) return
      recruitApi
        .readMessage(message.id)
        .then(() => {
          setRead((ids) => new Set(ids).add(message.id))
          refreshUnread()
        })
        .catch(() => undefined)
    },
    [read, refreshUnread],
  )
  return (
    <LoadState data={page} error={error}>
      {(result) =>
        result.records.length === 0 ? (
          <Body1>暂无消息</Body1>
        ) : (
          <>
            <Accordion
              collapsible
              onToggle={(_, data) => {
                const message = result.records.find((m) => m.id === data.value)
                if (message && data.openItems.includes(message.id)) open(message)
              }}
            >
              {result.records.map((message) => {
                const unread = message.readFlag === '0' && !read.has(message.id)
                return (
                  <AccordionItem key={message.id} value={message.id}>
                    <AccordionHeader>
                      <span style={{ fontWeight: unread ? 600 : 400 }}>
                        {unread && (
                          <Badge color="danger" size="small" style={{ marginRight: 8 }}>
                            未读
                          </Badge>
                        )}
                        {message.title} <Caption1>{message.createTime}</Caption1>
                      </span>
                    </AccordionHeader>
                    <AccordionPanel>
                      <Body1>{message.content}</Body1>
                    </AccordionPanel>
                  </AccordionItem>
                )
              })}
            </Accordion>
            <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={result.total} onPage={setPageNo} />
          </>
        )
      }
    </LoadState>
  )
}

/** 我的消息 (/zhaopin/home/person/mail): open to visitors (spec §2), who are asked to log in. */
export default function MailPage() {
  const session = useSession()
  const { openDialog } = usePortal()
  return (
    <PortalCard title="我的消息" headingLevel={1}>
      {session.kind === 'interviewee' ? (
        <Messages />
      ) : (
        <>
          <Body1>登录后即可查看招聘进展通知。</Body1>
          <div>
            <Button appearance="primary" onClick={() => openDialog('login')}>
              登录
            </Button>
          </div>
        </>
      )}
    </PortalCard>
  )
}
