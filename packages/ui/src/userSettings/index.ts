export { createUserSettings, type UserSettings } from './userSettings'
export { useUserSettings } from './useUserSettings'
