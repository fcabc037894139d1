import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useLoaded } from '../../../components/form/useLoaded'
import { recruitApi } from '../recruitApi'

/** The job named by `?jobId=` (submit, confirm and success pages). */
export function useJobOfQuery() {
  const [params] = useSearchParams()
  const jobId = params.get('jobId') ?? ''
  const load = useCallback(
    () => (jobId ? recruitApi.job(jobId) : Promise.reject(new Error('请先在职位列表中选择要投递的职位'))),
    [jobId],
  )
  return { jobId, ...useLoaded(load, '职位加载失败') }
}
