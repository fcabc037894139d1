import type { TracedRequest } from './request-monitor'

/** One request as Spring Boot's /actuator/httptrace shows it (headers are not kept: they carry tokens). */
export interface SpringTrace {
  timestamp: string
  principal: { name: string } | null
  request: { method: string; uri: string; headers: Record<string, string[]>; remoteAddress: string }
  response: { status: number; headers: Record<string, string[]> }
  timeTaken: number
}

export function springTraces(traces: TracedRequest[]): SpringTrace[] {
  return traces.map((t) => ({
    // Spring stamps a trace when the request starts; ours records when the answer was sent.
    timestamp: new Date(Math.round(t.time - t.durationMs)).toISOString(),
    principal: t.username ? { name: t.username } : null,
    request: { method: t.method, uri: t.path, headers: {}, remoteAddress: t.ip },
    response: { status: t.status, headers: {} },
    timeTaken: Math.round(t.durationMs),
  }))
}
