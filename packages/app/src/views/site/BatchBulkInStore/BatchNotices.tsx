import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components'
import { InStoreBatchStatus, type InStoreSavedNotice } from '@portico/contract'

export interface BatchNoticesProps {
  /** A colleague saved or completed the batch after this screen loaded it. */
  staleBy: InStoreSavedNotice | null
  /** Why the last save or completion failed (the server's message). */
  error: string | null
  onReload: () => void
  onDismissError: () => void
  /** Why the lines cannot be edited here, if they cannot. */
  readOnlyReason: string | null
}

/** The messages above the lines: a colleague's save, the last failure, why the lines are read only. */
export function BatchNotices({
  staleBy,
  error,
  onReload,
  onDismissError,
  readOnlyReason,
}: BatchNoticesProps) {
  return (
    <>
      {staleBy && (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>
              {staleBy.status === InStoreBatchStatus.DONE
                ? `${staleBy.savedBy} 已完成本批次入库`
                : `${staleBy.savedBy} 已保存本批次（共 ${staleBy.lineCount} 行）`}
            </MessageBarTitle>
            点击「刷新」加载最新明细；新增的行要刷新后才能看到。
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={onReload}>刷新</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error" aria-label="保存失败">
          <MessageBarBody>{error}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={onDismissError}>知道了</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {readOnlyReason && (
        <MessageBar intent="info">
          <MessageBarBody>{readOnlyReason}</MessageBarBody>
        </MessageBar>
      )}
    </>
  )
}
