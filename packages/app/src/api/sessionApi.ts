import { createSessionApi } from '../session/sessionApi'
import { http } from './http'

export const sessionApi = createSessionApi(http)
