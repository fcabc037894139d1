import { useHttp } from '@portico/ui'
import { useMemo } from 'react'
import { createMonitorApi } from './monitorApi'

export function useMonitorApi() {
  const http = useHttp()
  return useMemo(() => createMonitorApi(http), [http])
}
