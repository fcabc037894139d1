import { Tab, TabList } from '@fluentui/react-components'
import type { Resource } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { DetailDialog, DetailList, DetailListItem } from '@portico/ui'
import { useState } from 'react'
import { useTexts } from '../../i18n'
import { RecordHistory } from './RecordHistory'
import type { ResourceRow } from './resourceValues'

export interface ResourceDetailDialogProps<Row extends ResourceRow> {
  resource: Resource
  row: Row | null
  /** The list's columns, so each value shows as in the list. */
  columns: DataTableColumn<Row>[]
  canRestore: boolean
  onClose: () => void
  onRestored: () => void
}

/** 详细信息 of a record: its fields, and its history with restore (tab 历史版本). */
export function ResourceDetailDialog<Row extends ResourceRow>({
  resource,
  row,
  columns,
  canRestore,
  onClose,
  onRestored,
}: ResourceDetailDialogProps<Row>) {
  const { t } = useTexts()
  const [tab, setTab] = useState<'fields' | 'history'>('fields')
  return (
    <DetailDialog open={row !== null} onClose={onClose} title={t('detail.title')} closeText={t('list.close')}>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as typeof tab)}>
        <Tab value="fields">{t('detail.fields')}</Tab>
        <Tab value="history">{t('detail.history')}</Tab>
      </TabList>
      {row && tab === 'fields' && (
        <DetailList col={2}>
          {columns.map((column, index) => (
            <DetailListItem key={column.key} term={column.title}>
              {column.render ? column.render(row, index) : String(row[column.key] ?? '')}
            </DetailListItem>
          ))}
        </DetailList>
      )}
      {row && tab === 'history' && (
        <RecordHistory
          resource={resource}
          recordId={row.id}
          canRestore={canRestore}
          onRestored={onRestored}
        />
      )}
    </DetailDialog>
  )
}
