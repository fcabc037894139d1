import { Api } from './api'
import { Tally } from './harness'
import { checkOnlineForms } from './online-form'
import { startServer } from './server'

const tally = new Tally()
const server = await startServer(4420)
try {
  const api = new Api(server.base, tally)
  const admin = await api.login('admin')
  const staff = await api.login('zhangwei')
  await checkOnlineForms(api, tally, { admin, staff })
} finally {
  await server.stop()
}
console.log(tally.summary().lines.join('\n'))
process.exit(0)
