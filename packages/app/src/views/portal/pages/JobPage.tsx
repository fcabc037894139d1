import { useSearchParams } from 'react-router-dom'
import { JobDetail } from './JobDetail'
import { JobList } from './JobList'

/** 职位列表 (/zhaopin/home/job), and 职位详情 of one job with `?id=`. */
export default function JobPage() {
  const [params] = useSearchParams()
  const id = params.get('id')
  return id ? <JobDetail id={id} /> : <JobList />
}
