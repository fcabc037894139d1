import { useIsomorphicLayoutEffect } from '@fluentui/react-components'
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef } from 'react'
import { combineUploadActivity, IDLE_UPLOAD_ACTIVITY, sameUploadActivity } from './uploadActivity'
import type { UploadActivity, UploadActivityScopeProps } from './uploadActivity.types'

interface ScopeContextValue {
  /** Records what uploader `id` is doing; null forgets it (unmounted). Called from effects only. */
  report: (id: string, activity: UploadActivity | null) => void
}

const ScopeContext = createContext<ScopeContextValue | null>(null)

/**
 * Tells the nearest `UploadActivityScope` (if any) what this uploader is doing, and forgets it on unmount.
 * Every uploader of the package calls it through `useUploadQueue`.
 */
export function useReportUploadActivity({ uploading, failed }: UploadActivity): void {
  const scope = useContext(ScopeContext)
  const id = useId()
  // Layout effects, right after the uploader's own value report: no paint shows a finished file beside a 确定
  // that still waits.
  useIsomorphicLayoutEffect(() => {
    scope?.report(id, { uploading, failed })
  }, [scope, id, uploading, failed])
  useIsomorphicLayoutEffect(() => () => scope?.report(id, null), [scope, id])
}

/**
 * Watches every uploader rendered below it (portals included) and reports whether any is uploading or holds a
 * failed file, so a form can hold its 确定 until every value is final. Scopes nest: an inner scope also counts
 * for the outer one.
 *
 * Reports go straight to `onChange` from the uploader's effect, the same effect flush in which the uploader
 * reports its new value, so the form re-renders once with the new value and an enabled 确定.
 */
export function UploadActivityScope({ onChange, children }: UploadActivityScopeProps) {
  const parent = useContext(ScopeContext)
  const ownId = useId()
  const entries = useRef(new Map<string, UploadActivity>())
  const reported = useRef<UploadActivity>(IDLE_UPLOAD_ACTIVITY)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  const publish = useCallback(
    (next: UploadActivity) => {
      if (sameUploadActivity(reported.current, next)) return
      reported.current = next
      onChangeRef.current(next)
      parent?.report(ownId, next)
    },
    [parent, ownId],
  )
  const report = useCallback(
    (id: string, next: UploadActivity | null) => {
      if (next && (next.uploading || next.failed)) entries.current.set(id, next)
      else entries.current.delete(id)
      publish(combineUploadActivity(entries.current.values()))
    },
    [publish],
  )
  // Unmounting (a dialog closed mid-upload) leaves the form idle.
  useEffect(
    () => () => {
      entries.current.clear()
      publish(IDLE_UPLOAD_ACTIVITY)
      parent?.report(ownId, null)
    },
    [publish, parent, ownId],
  )
  const context = useMemo(() => ({ report }), [report])
  return <ScopeContext.Provider value={context}>{children}</ScopeContext.Provider>
}
