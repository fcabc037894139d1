import { useMemo } from 'react'
import { useEndpoints, useHttp } from '../provider/PorticoProvider'
import { createUserSettings, type UserSettings } from './userSettings'

/** The signed-in user's server-side settings, at the provider's `userSetting` endpoint. */
export function useUserSettings(): UserSettings {
  const http = useHttp()
  const { userSetting } = useEndpoints()
  return useMemo(() => createUserSettings(http, userSetting), [http, userSetting])
}
