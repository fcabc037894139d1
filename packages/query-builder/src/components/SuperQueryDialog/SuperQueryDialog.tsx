import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Label,
  MessageBar,
  MessageBarBody,
  Select,
  Text,
  useRestoreFocusTarget,
} from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { ConfirmDialog } from '@portico/ui'
import { useId } from 'react'
import { MATCH_TYPES, type MatchType } from '../../core/rules'
import { useQueryMessages } from '../QueryMessages/QueryMessages'
import { ConditionRowEditor } from './ConditionRowEditor'
import { SavedQueryPanel } from './SavedQueryPanel'
import { SaveNameDialog } from './SaveNameDialog'
import { useSuperQueryDialogStyles } from './SuperQueryDialog.styles'
import type { SuperQueryDialogProps } from './SuperQueryDialog.types'
import { useSuperQueryDialog } from './useSuperQueryDialog'

/**
 * 高级查询构造器 (width 1000): match type, rows of field / rule / value, the saved queries beside them, and
 * 重置 / 保存查询条件 / 关闭 / 查询. A search hands over the conditions and their `superQueryParams`.
 */
export function SuperQueryDialog(props: SuperQueryDialogProps) {
  const messages = useQueryMessages()
  const state = useSuperQueryDialog(props)
  const styles = useSuperQueryDialogStyles()
  const matchTypeId = useId()
  // A nested dialog's opener can be gone when it closes (a deleted entry); focus then returns here, not to body.
  const restoreFocusTarget = useRestoreFocusTarget()
  const { saving, deleting } = state
  return (
    <Dialog open={props.open} onOpenChange={(_, data) => props.onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{messages.title}</DialogTitle>
          <DialogContent className={styles.layout}>
            <div className={styles.conditions}>
              <div className={styles.matchType}>
                <Label htmlFor={matchTypeId}>{messages.matchTypeLabel}</Label>
                <Select
                  id={matchTypeId}
                  value={state.matchType}
                  onChange={(_, data) => state.setMatchType(data.value as MatchType)}
                >
                  {MATCH_TYPES.map((type) => (
                    <option key={type.value} value={type.value}>
                      {messages.matchTypes[type.value]}
                    </option>
                  ))}
                </Select>
              </div>
              {state.rows.length === 0 ? (
                <div className={styles.empty}>
                  <Text>{messages.noConditions}</Text>
                  <Button icon={<AddRegular />} onClick={() => state.rowActions.addAfter()}>
                    {messages.addCondition}
                  </Button>
                </div>
              ) : (
                <ul className={styles.rows}>
                  {state.rows.map((row, index) => (
                    <ConditionRowEditor
                      key={row.id}
                      row={row}
                      position={index + 1}
                      fields={props.fields}
                      editors={props.editors}
                      actions={state.rowActions}
                    />
                  ))}
                </ul>
              )}
              {state.notice && (
                <MessageBar intent={state.notice.intent}>
                  <MessageBarBody>{state.notice.text}</MessageBarBody>
                </MessageBar>
              )}
            </div>
            <SavedQueryPanel saved={state.saved} onLoad={state.load} onDelete={deleting.ask} />
            <SaveNameDialog saving={saving} />
            <ConfirmDialog
              open={saving.overwriting !== null}
              title={messages.overwriteTitle}
              onConfirm={saving.confirmOverwrite}
              onCancel={saving.cancelOverwrite}
            >
              {saving.overwriting?.title}
            </ConfirmDialog>
            <ConfirmDialog
              open={deleting.target !== null}
              title={messages.deleteTitle}
              onConfirm={deleting.confirm}
              onCancel={deleting.cancel}
            >
              {deleting.target?.title}
            </ConfirmDialog>
          </DialogContent>
          <DialogActions>
            <Button onClick={state.reset}>{messages.reset}</Button>
            <Button {...restoreFocusTarget} onClick={saving.start}>
              {messages.save}
            </Button>
            <Button onClick={() => props.onOpenChange(false)}>{messages.close}</Button>
            <Button appearance="primary" onClick={state.search}>
              {messages.search}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
