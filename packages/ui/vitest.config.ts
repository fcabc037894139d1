import { unitTests } from '../../vitest.unit'

export default unitTests('ui', import.meta.dirname)
