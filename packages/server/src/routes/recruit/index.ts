import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { applicationExcelRoutes, recruitAdminRoutes } from './admin'
import { intervieweeRoutes } from './interviewee'
import { messageRoutes } from './message'
import { portalRoutes } from './portal'
import { resumeRoutes } from './resume'

/** The recruitment portal's calls (spec §7 Recruitment) and its back office. */
export const recruitRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  for (const routes of [
    intervieweeRoutes,
    portalRoutes,
    resumeRoutes,
    messageRoutes,
    recruitAdminRoutes,
    applicationExcelRoutes,
  ]) {
    await app.register(routes, { deps })
  }
}
