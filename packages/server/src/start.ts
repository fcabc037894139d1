import { ConfigError, loadConfig } from './config'
import { createServer, type ServerOptions } from './server'

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
  console.log(`Portico is running at http://localhost:${port}/recruit-app/${demo}`)
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
