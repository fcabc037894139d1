import { useHttp } from '@portico/ui'
import { useMemo } from 'react'
import { createDashboardApi } from './dashboardApi'

export function useDashboardApi() {
  const http = useHttp()
  return useMemo(() => createDashboardApi(http), [http])
}
