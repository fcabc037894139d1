import { ConfigError, loadConfig } from './config'
import { exitOnStartFailure, startServer } from './start'

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

/**
 * The end-to-end suite's entry (`start:test`): the server plus the /test/* helper routes (last SMS code, login
 * tickets). Never bundled into dist; it refuses to start unless NODE_ENV=test and it listens on loopback only.
 */
async function main(): Promise<void> {
  const config = loadConfig()
  if (config.nodeEnv !== 'test') throw new ConfigError('start:test needs NODE_ENV=test')
  if (!LOOPBACK.has(config.host))
    throw new ConfigError('start:test listens on loopback only: set HOST=127.0.0.1')
  await startServer({ testRoutes: true })
}

main().catch(exitOnStartFailure)
