import { Button, Text, Tooltip } from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useId } from 'react'
import type { SavedQuery } from '../../core/condition.types'
import { useQueryMessages } from '../QueryMessages/QueryMessages'
import { useSuperQueryDialogStyles } from './SuperQueryDialog.styles'

export interface SavedQueryPanelProps {
  saved: SavedQuery[]
  onLoad: (query: SavedQuery) => void
  onDelete: (query: SavedQuery) => void
}

/** 保存的查询: click a name to load it, the bin to delete it (after confirming). */
export function SavedQueryPanel({ saved, onLoad, onDelete }: SavedQueryPanelProps) {
  const messages = useQueryMessages()
  const styles = useSuperQueryDialogStyles()
  const headingId = useId()
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Text id={headingId} weight="semibold">
        {messages.savedPanel}
      </Text>
      {saved.length === 0 ? (
        <Text>{messages.savedEmpty}</Text>
      ) : (
        <ul className={styles.savedList} aria-labelledby={headingId}>
          {saved.map((query) => (
            <li key={query.title} className={styles.savedItem}>
              <Button appearance="subtle" className={styles.savedTitle} onClick={() => onLoad(query)}>
                {query.title}
              </Button>
              <Tooltip content={messages.deleteSaved(query.title)} relationship="label">
                <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onDelete(query)} />
              </Tooltip>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
