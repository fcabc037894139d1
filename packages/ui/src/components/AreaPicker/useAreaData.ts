import { useEffect, useState } from 'react'
import { type AreaData, loadAreaData } from './areaData'

/** The area data once loaded (undefined meanwhile). */
export function useAreaData(): AreaData | undefined {
  const [data, setData] = useState<AreaData>()
  useEffect(() => {
    let current = true
    loadAreaData().then((loaded) => current && setData(loaded))
    return () => {
      current = false
    }
  }, [])
  return data
}
