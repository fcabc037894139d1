import { unitTests } from '../../vitest.unit'

export default unitTests('upload', import.meta.dirname)
