import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import {
  ACTUATOR_METRICS,
  actuatorMetric,
  type MetricSources,
  type MetricView,
  SessionMeter,
} from '../../services/monitor/actuator-metrics'
import { CpuMeter } from '../../services/monitor/cpu-usage'
import { springTraces } from '../../services/monitor/http-trace'
import { MONITOR_PERMS } from './monitor'

const tags = ['monitor']
const VIEW_PERMISSION: Record<MetricView, string> = {
  runtime: MONITOR_PERMS.runtime,
  system: MONITOR_PERMS.system,
  http: MONITOR_PERMS.http,
}

/**
 * Spring Boot actuator's calls as JeecgBoot's monitor screens make them (运行时信息, 系统信息, HTTP 服务, 请求追踪):
 * plain actuator JSON, not the envelope, measured on this process. Unlike JeecgBoot (anonymous), each needs the
 * permission of its screen.
 */
export const actuatorRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const sources: MetricSources = {
    runtime: deps.monitoring.runtime,
    cpu: new CpuMeter(),
    sessions: new SessionMeter([deps.sessions, deps.intervieweeSessions]),
  }

  app.get(
    '/actuator/metrics',
    {
      config: { permission: Object.values(VIEW_PERMISSION) },
      schema: { tags, summary: 'The metric names this server answers (Spring Boot actuator shape)' },
    },
    async () => ({ names: Object.keys(ACTUATOR_METRICS).sort() }),
  )

  for (const [name, definition] of Object.entries(ACTUATOR_METRICS)) {
    app.get(
      `/actuator/metrics/${name}`,
      {
        config: { permission: VIEW_PERMISSION[definition.view] },
        schema: { tags, summary: `${name}: ${definition.description}` },
      },
      async () => actuatorMetric(name, sources),
    )
  }

  app.get(
    '/actuator/httptrace',
    {
      config: { permission: MONITOR_PERMS.trace },
      schema: {
        tags,
        summary: 'The requests this instance keeps (last 1,000, newest first) as Spring Boot httptrace',
      },
    },
    async () => ({ traces: springTraces(deps.monitoring.requests.traces()) }),
  )
}
