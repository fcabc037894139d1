import {
  Body1,
  Caption1,
  Dropdown,
  Field,
  Link,
  makeStyles,
  Option,
  SearchBox,
  Subtitle2,
  tokens,
} from '@fluentui/react-components'
import type { City, Page, RecruitJob } from '@portico/contract'
import { useEffect, useState } from 'react'
import { useHref, useLinkClickHandler } from 'react-router-dom'
import { messageOf } from '../../../components/form/messageOf'
import { useLoaded } from '../../../components/form/useLoaded'
import { LoadState } from '../layout/LoadState'
import { Pager } from '../layout/Pager'
import { PortalCard } from '../layout/PortalCard'
import { recruitApi } from '../recruitApi'
import { jobFacts } from './jobFacts'

const PAGE_SIZE = 10
const DEFAULT_PROVINCE = '20'
const ALL = ''

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 767.99px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  salary: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  facts: { color: tokens.colorNeutralForeground3 },
})

function JobLink({ job }: { job: RecruitJob }) {
  const to = `/zhaopin/home/job?id=${job.id}`
  const href = useHref(to)
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to)
  return (
    <Link href={href} onClick={onClick}>
      <Subtitle2>{job.jobName}</Subtitle2>
    </Link>
  )
}

/** Published jobs, filtered by province (default 20, spec §9), city and name. */
export function JobList() {
  const styles = useStyles()
  const provinces = useLoaded(recruitApi.provinces, '省份加载失败')
  const [provinceId, setProvinceId] = useState(DEFAULT_PROVINCE)
  const [cities, setCities] = useState<City[]>([])
  const [cityId, setCityId] = useState(ALL)
  const [jobName, setJobName] = useState('')
  const [pageNo, setPageNo] = useState(1)
  const [page, setPage] = useState<Page<RecruitJob> | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    recruitApi
      .cities(provinceId)
      .then((list) => !cancelled && setCities(list))
      .catch(() => !cancelled && setCities([]))
    return () => {
      cancelled = true
    }
  }, [provinceId])

  useEffect(() => {
    let cancelled = false
    setError(null)
    recruitApi
      .jobs({
        pageNo,
        pageSize: PAGE_SIZE,
        provinceId,
        cityId: cityId || undefined,
        jobName: jobName || undefined,
      })
      .then((result) => !cancelled && setPage(result))
      .catch((failure) => !cancelled && setError(messageOf(failure, '职位加载失败')))
    return () => {
      cancelled = true
    }
  }, [pageNo, provinceId, cityId, jobName])

  const provinceName = provinces.data?.find((p) => p.id === provinceId)?.name ?? ''
  const cityName = cities.find((c) => c.id === cityId)?.name ?? '全部城市'

  return (
    <PortalCard title="职位列表" headingLevel={1}>
      <div className={styles.filters}>
        <Field label="省份">
          <Dropdown
            value={provinceName}
            selectedOptions={[provinceId]}
            onOptionSelect={(_, data) => {
              setProvinceId(data.optionValue ?? DEFAULT_PROVINCE)
              setCityId(ALL)
              setPageNo(1)
            }}
          >
            {(provinces.data ?? []).map((p) => (
              <Option key={p.id} value={p.id}>
                {p.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="城市">
          <Dropdown
            value={cityName}
            selectedOptions={[cityId]}
            onOptionSelect={(_, data) => {
              setCityId(data.optionValue ?? ALL)
              setPageNo(1)
            }}
          >
            <Option value={ALL}>全部城市</Option>
            {cities.map((c) => (
              <Option key={c.id} value={c.id}>
                {c.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="职位名称">
          <SearchBox
            placeholder="搜索职位"
            onChange={(_, data) => {
              setJobName(data.value.trim())
              setPageNo(1)
            }}
          />
        </Field>
      </div>
      <LoadState data={page} error={error}>
        {(result) =>
          result.records.length === 0 ? (
            <Body1>暂无符合条件的职位</Body1>
          ) : (
            <>
              <ul className={styles.list} aria-label="职位">
                {result.records.map((job) => (
                  <li key={job.id} className={styles.item}>
                    <div className={styles.head}>
                      <JobLink job={job} />
                      {job.salary && <span className={styles.salary}>{job.salary}</span>}
                    </div>
                    <Caption1 className={styles.facts}>
                      {jobFacts(job)
                        .filter(([term]) => term !== '薪资待遇')
                        .map(([, value]) => value)
                        .join(' | ')}
                    </Caption1>
                  </li>
                ))}
              </ul>
              <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={result.total} onPage={setPageNo} />
            </>
          )
        }
      </LoadState>
    </PortalCard>
  )
}
