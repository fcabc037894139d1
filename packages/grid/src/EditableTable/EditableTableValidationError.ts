import type { CellError } from './EditableTable.types'

/** Rejection of `getValues` when a cell fails its rules. */
export class EditableTableValidationError extends Error {
  constructor(readonly errors: CellError[]) {
    super(errors[0]?.message ?? 'validation failed')
    this.name = 'EditableTableValidationError'
  }
}
