import { unitTests } from '../../vitest.unit'

export default unitTests('grid', import.meta.dirname)
