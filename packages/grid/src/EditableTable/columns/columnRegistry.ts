import { builtinColumnTypes } from './builtinColumnTypes'
import type { ColumnTypeDefinition } from './columnRegistry.types'

const registry = new Map<string, ColumnTypeDefinition>()

/**
 * Makes a column type available to every editable table, or replaces a built-in one: packages that own a control
 * (uploads, user and department pickers, popups) register their cell here.
 */
export function registerColumnType(type: string, definition: ColumnTypeDefinition): void {
  registry.set(type, definition)
}

/** The definition of a column type: the table's own, then registered, then built-in; unknown types are inputs. */
export function columnTypeDefinition(
  type: string,
  overrides?: Record<string, ColumnTypeDefinition>,
): ColumnTypeDefinition {
  return overrides?.[type] ?? registry.get(type) ?? builtinColumnTypes[type] ?? builtinColumnTypes.input
}

/** Every type a table can use now: built-in and registered. */
export function availableColumnTypes(): string[] {
  return [...new Set([...Object.keys(builtinColumnTypes), ...registry.keys()])]
}
