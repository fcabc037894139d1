import { unitTests } from '../../vitest.unit'

export default unitTests('cron', import.meta.dirname)
