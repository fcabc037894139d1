import { unitTests } from '../../vitest.unit'

export default unitTests('app', import.meta.dirname)
