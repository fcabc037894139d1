import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components'
import { useNavigate } from 'react-router-dom'
import { useLoaded } from '../../../components/form/useLoaded'
import { HtmlContent } from '../layout/HtmlContent'
import { LoadState } from '../layout/LoadState'
import { PortalCard } from '../layout/PortalCard'
import { recruitApi } from '../recruitApi'

const useStyles = makeStyles({
  hero: {
    borderRadius: tokens.borderRadiusLarge,
    padding: '40px 32px',
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundImage: 'linear-gradient(135deg, #0b3d91 0%, #1890ff 60%, #36cfc9 100%)',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    '@media (max-width: 767.99px)': { padding: '24px 16px' },
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalL,
    '@media (max-width: 767.99px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  contact: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    overflowWrap: 'anywhere',
  },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0 },
})

/** 公司介绍 (/zhaopin/home/company): the company profile staff maintain in the back office. */
export default function CompanyPage() {
  const styles = useStyles()
  const navigate = useNavigate()
  const { data, error } = useLoaded(recruitApi.company, '公司介绍加载失败')
  return (
    <LoadState data={data} error={error}>
      {(company) => (
        <>
          <div className={styles.hero}>
            <Title2 as="h1">{company.name || '公司介绍'}</Title2>
            <Body1>诚邀英才，共创未来。查看正在招聘的职位，在线填写并投递简历。</Body1>
            <div className={styles.actions}>
              <Button size="large" onClick={() => navigate('/zhaopin/home/job')}>
                查看职位
              </Button>
              <Button
                size="large"
                appearance="transparent"
                style={{ color: 'inherit' }}
                onClick={() => navigate('/zhaopin/home/notice')}
              >
                招聘公告
              </Button>
            </div>
          </div>
          <div className={styles.grid}>
            <PortalCard title="公司简介">
              <HtmlContent html={company.introduction} />
            </PortalCard>
            <PortalCard title="联系我们">
              <dl className={styles.contact}>
                {[
                  ['地址', company.address],
                  ['电话', company.phone],
                  ['邮箱', company.email],
                  ['网址', company.website],
                ]
                  .filter(([, value]) => value)
                  .map(([term, value]) => (
                    <div key={term} style={{ display: 'contents' }}>
                      <dt className={styles.term}>{term}</dt>
                      <dd className={styles.detail}>{value}</dd>
                    </div>
                  ))}
              </dl>
            </PortalCard>
          </div>
        </>
      )}
    </LoadState>
  )
}
