import { MessageBar, MessageBarBody } from '@fluentui/react-components'
import type { OnlineFormDeclaration } from '@portico/contract'
import { type EditableTableHandle, EditableTableValidationError } from '@portico/grid'
import { useCallback, useRef } from 'react'
import type { EntityFormProps } from '../../../components/form/useEntityForm'
import type { ResourceRow } from '../../../components/ResourcePage'
import { ResourceFormDialog } from '../../../components/ResourcePage/ResourceFormDialog'
import { SubTableRows } from './SubTableRows'
import { subRowBody } from './subTableColumns'
import { useSubRows } from './useSubRows'

export interface OnlineFormDialogProps extends EntityFormProps<ResourceRow> {
  declaration: OnlineFormDeclaration
}

/**
 * The add/edit dialog of a designed main form (JeecgBoot's online 一对多 form): the main fields, then each sub-table's
 * rows edited inline. Saving sends the rows with the record, and the server replaces them in the record's transaction;
 * while they have not loaded, nothing of them is sent, so the stored rows stay as they are.
 */
export function OnlineFormDialog({ declaration, row, onClose, onSaved }: OnlineFormDialogProps) {
  const tables = useRef(new Map<string, EditableTableHandle>())
  const { rows, problem } = useSubRows(declaration, row)

  const extendBody = useCallback(
    async (body: Record<string, unknown>) => {
      if (!rows) return body
      const extended = { ...body }
      for (const sub of declaration.subTables) {
        const table = tables.current.get(sub.table)
        if (!table) continue
        try {
          extended[sub.table] = (await table.getValues()).values.map((value) => subRowBody(sub, value))
        } catch (failure) {
          if (failure instanceof EditableTableValidationError) return null
          throw failure
        }
      }
      return extended
    },
    [declaration, rows],
  )

  return (
    <ResourceFormDialog
      resource={declaration}
      addLabel="新增"
      row={row}
      onClose={onClose}
      onSaved={onSaved}
      width={1080}
      extendBody={extendBody}
    >
      {problem && (
        <MessageBar intent="warning">
          <MessageBarBody>{problem}（保存不会改动子表）</MessageBarBody>
        </MessageBar>
      )}
      {!problem &&
        declaration.subTables.map((sub) => (
          <SubTableRows
            key={sub.table}
            sub={sub}
            rows={rows?.[sub.table] ?? null}
            tableRef={(handle) => {
              if (handle) tables.current.set(sub.table, handle)
              else tables.current.delete(sub.table)
            }}
          />
        ))}
    </ResourceFormDialog>
  )
}
