import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import type { ReactNode } from 'react'

/** A spinner while loading, the failure's message, or the content. */
export function LoadState<T>({
  data,
  error,
  children,
}: {
  data: T | null
  error: string | null
  children: (data: T) => ReactNode
}) {
  if (error)
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{error}</MessageBarBody>
      </MessageBar>
    )
  if (data === null) return <Spinner label="加载中…" />
  return <>{children(data)}</>
}
