import { exitOnStartFailure, startServer } from './start'

// The production entry: never mounts the /test/* helper routes, whatever NODE_ENV says.
// The first start runs the last 90 days of the business as the demo data.
startServer({ simulateDays: 90 }).catch(exitOnStartFailure)
