import { unitTests } from '../../vitest.unit'

export default unitTests('contract', import.meta.dirname)
