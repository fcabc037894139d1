import type { RecruitJob } from '@portico/contract'

/** The short facts of a job, in display order, empty ones left out. */
export function jobFacts(job: RecruitJob): [string, string][] {
  const facts: [string, string][] = [
    ['工作地点', job.cityName],
    ['所属部门', job.departName ?? ''],
    ['招聘人数', `${job.headcount}人`],
    ['薪资待遇', job.salary ?? ''],
    ['学历要求', job.education ?? ''],
    ['发布时间', job.publishTime?.slice(0, 10) ?? ''],
  ]
  return facts.filter(([, value]) => value)
}
