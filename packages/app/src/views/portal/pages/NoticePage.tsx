import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Body1,
  Caption1,
} from '@fluentui/react-components'
import { HtmlContent } from '../layout/HtmlContent'
import { LoadState } from '../layout/LoadState'
import { Pager } from '../layout/Pager'
import { PortalCard } from '../layout/PortalCard'
import { recruitApi } from '../recruitApi'
import { usePaged } from './usePaged'

const PAGE_SIZE = 10
const load = (pageNo: number) => recruitApi.notices(pageNo, PAGE_SIZE)

/** 招聘公告 (/zhaopin/home/notice): GET /recruit/job/noticeList, each notice opening in place. */
export default function NoticePage() {
  const { page, error, pageNo, setPageNo } = usePaged(load, '招聘公告加载失败')
  return (
    <PortalCard title="招聘公告" headingLevel={1}>
      <LoadState data={page} error={error}>
        {(result) =>
          result.records.length === 0 ? (
            <Body1>暂无招聘公告</Body1>
          ) : (
            <>
              <Accordion collapsible defaultOpenItems={result.records[0]?.id}>
                {result.records.map((notice) => (
                  <AccordionItem key={notice.id} value={notice.id}>
                    <AccordionHeader>
                      <span>
                        {notice.title} <Caption1>{notice.publishTime?.slice(0, 10)}</Caption1>
                      </span>
                    </AccordionHeader>
                    <AccordionPanel>
                      <HtmlContent html={notice.content} />
                    </AccordionPanel>
                  </AccordionItem>
                ))}
              </Accordion>
              <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={result.total} onPage={setPageNo} />
            </>
          )
        }
      </LoadState>
    </PortalCard>
  )
}
