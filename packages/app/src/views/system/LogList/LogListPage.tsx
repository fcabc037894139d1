import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import type { EntityFormProps } from '../../../components/form/useEntityForm'
import { ListPage } from '../../../components/ListPage/ListPage'
import { LogDetailDialog } from './LogDetailDialog'
import {
  LOG_TYPES,
  loginLogColumns,
  logQuery,
  logSearchFields,
  operationLogColumns,
  type SysLogRow,
} from './logColumns'

const useStyles = makeStyles({ tabs: { marginBottom: tokens.spacingVerticalS } })

/** The log is written by the server: nothing to add or edit here. */
const NoForm = (_: EntityFormProps<SysLogRow>) => null

/** 系统日志: 登录日志 and 操作日志 (sys_log), searched by content, user, IP and dates, each with its details. */
export default function LogListPage() {
  const styles = useStyles()
  const [logType, setLogType] = useState('1')
  const [viewing, setViewing] = useState<SysLogRow | null>(null)
  return (
    <>
      <TabList
        className={styles.tabs}
        selectedValue={logType}
        onTabSelect={(_, data) => setLogType(String(data.value))}
        aria-label="日志类型"
      >
        {LOG_TYPES.map((type) => (
          <Tab key={type.value} value={type.value}>
            {type.text}
          </Tab>
        ))}
      </TabList>
      <ListPage<SysLogRow>
        key={logType}
        entity={logType === '1' ? '登录日志' : '操作日志'}
        measureWord="条"
        rowLabel={(row) => `${row.createTime} ${row.logContent ?? ''}`}
        urls={{ list: '/sys/log/list', delete: '/sys/log/delete', deleteBatch: '/sys/log/deleteBatch' }}
        permissionPrefix="system:log"
        searchFields={logSearchFields}
        columns={logType === '1' ? loginLogColumns : operationLogColumns}
        actionsWidth={120}
        addLabel="新增"
        form={NoForm}
        prepareQuery={logQuery(logType)}
        rowActions={[{ key: 'detail', permission: 'list', label: '详情', run: (row) => setViewing(row) }]}
        emptyText="暂无日志"
      />
      <LogDetailDialog row={viewing} onClose={() => setViewing(null)} />
    </>
  )
}
