import { unitTests } from '../../vitest.unit'

export default unitTests('query-builder', import.meta.dirname)
