import { exitOnStartFailure, startServer } from './start'

// The production entry: never mounts the /test/* helper routes, whatever NODE_ENV says.
startServer().catch(exitOnStartFailure)
