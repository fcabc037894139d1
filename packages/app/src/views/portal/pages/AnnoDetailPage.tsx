import { Button, Caption1, Title3 } from '@fluentui/react-components'
import { ArrowLeft24Regular } from '@fluentui/react-icons'
import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useLoaded } from '../../../components/form/useLoaded'
import { HtmlContent } from '../layout/HtmlContent'
import { LoadState } from '../layout/LoadState'
import { PortalCard } from '../layout/PortalCard'
import { recruitApi } from '../recruitApi'

/** 公告详情 (/zhaopin/home/anno/detail?id=, named AnnoDetail). */
export default function AnnoDetailPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const load = useCallback(
    () => (id ? recruitApi.announcement(id) : Promise.reject(new Error('未指定公告'))),
    [id],
  )
  const { data, error } = useLoaded(load, '公告加载失败')
  return (
    <PortalCard
      title="公告详情"
      actions={
        <Button
          appearance="subtle"
          icon={<ArrowLeft24Regular />}
          onClick={() => navigate('/zhaopin/home/anno/list')}
        >
          返回公告列表
        </Button>
      }
    >
      <LoadState data={data} error={error}>
        {(anno) => (
          <>
            <Title3 as="h1">{anno.titile}</Title3>
            <Caption1>
              发布人：{anno.sender ?? '—'}　发布时间：{anno.sendTime ?? '—'}
            </Caption1>
            <HtmlContent html={anno.msgContent} />
          </>
        )}
      </LoadState>
    </PortalCard>
  )
}
