import { ConfigError, loadConfig } from './config'
import { DEMO_JOB_SEEKER } from './db/seed/simulation/recruitment'
import { createServer, type ServerOptions } from './server'
import { intervieweeByPhone } from './services/recruit/interviewees'

/** Loads the config, starts the server on its port and stops it cleanly on SIGINT / SIGTERM. */
export async function startServer(options: Omit<ServerOptions, 'config'> = {}): Promise<void> {
  const config = loadConfig()
  const app = await createServer({ ...options, config })
  const address = await app.listen({ port: config.port, host: config.host })
  const port =
    app.server.address() && typeof app.server.address() === 'object'
      ? (app.server.address() as { port: number }).port
      : config.port
  app.log.info(
    { address, database: app.portico.database.kind, seeded: app.portico.seeded },
    'Portico started',
  )
  const demo = app.portico.embeddedDefault ? '  (demo login: admin / 123456)' : ''
  // The simulated demo's job seeker, when the first start made one.
  const seeker =
    app.portico.embeddedDefault && (await intervieweeByPhone(app.portico.database.db, DEMO_JOB_SEEKER.phone))
      ? `  (demo job seeker: ${DEMO_JOB_SEEKER.phone} / ${DEMO_JOB_SEEKER.password})`
      : ''
  console.log(`Portico is running at http://localhost:${port}/recruit-app/ (the recruitment portal)${seeker}`)
  console.log(`Back office login: http://localhost:${port}/recruit-app/user/login${demo}`)
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}

export function exitOnStartFailure(error: unknown): never {
  if (error instanceof ConfigError) console.error(`Portico cannot start: ${error.message}`)
  else console.error('Portico failed to start:', error)
  process.exit(1)
}
