import { positiveInt } from './config'
import { exitOnStartFailure, startServer } from './start'

// The production entry: never mounts the /test/* helper routes, whatever NODE_ENV says.
// The first start runs the last DEMO_DAYS days (default 90) of the business as the demo data.
const simulateDays = positiveInt('DEMO_DAYS', process.env.DEMO_DAYS, 90)
startServer({ simulateDays }).catch(exitOnStartFailure)
