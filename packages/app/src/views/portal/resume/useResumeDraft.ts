import { HEADER_TOKEN, type ResumeContent, type ResumeSection } from '@portico/contract'
import { useCallback, useEffect, useRef, useState } from 'react'
import { messageOf } from '../../../components/form/messageOf'
import { appConfig } from '../../../config'
import { sessionStore } from '../../../session/sessionStore'
import { recruitApi } from '../recruitApi'
import { unsavedDraft } from './unsavedDraft'

/** Pause in typing after which the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 600

export type DraftStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string }

/**
 * The résumé template and draft, saved as the interviewee types (a short pause after each change, and when the page
 * is left), so a reload finds everything that was typed.
 */
export function useResumeDraft() {
  const [template, setTemplate] = useState<ResumeSection[] | null>(null)
  const [content, setContent] = useState<ResumeContent | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [status, setStatus] = useState<DraftStatus>({ kind: 'idle' })
  const pending = useRef<ResumeContent | null>(null)
  const timer = useRef<number | undefined>(undefined)

  const flush = useCallback(async () => {
    window.clearTimeout(timer.current)
    const next = pending.current
    if (!next) return true
    pending.current = null
    setStatus({ kind: 'saving' })
    try {
      const { updateTime } = await recruitApi.saveDraft(next)
      setStatus({ kind: 'saved', at: updateTime })
      return true
    } catch (failure) {
      // Keep it pending: the next change or 保存草稿 tries again, nothing typed is dropped.
      pending.current ??= next
      setStatus({ kind: 'failed', message: messageOf(failure, '草稿保存失败') })
      return false
    }
  }, [])

  useEffect(() => {
    let cancelled = false
    Promise.all([recruitApi.template(), recruitApi.draft()])
      .then(([sections, draft]) => {
        if (cancelled) return
        setTemplate(sections)
        const unsaved = unsavedDraft.take()
        setContent(unsaved ?? draft.content)
        if (unsaved) {
          pending.current = unsaved
          void flush()
        } else if (draft.updateTime) setStatus({ kind: 'saved', at: draft.updateTime })
      })
      .catch((failure) => !cancelled && setLoadError(messageOf(failure, '简历加载失败')))
    return () => {
      cancelled = true
    }
  }, [flush])

  const change = useCallback(
    (next: ResumeContent) => {
      setContent(next)
      pending.current = next
      setStatus({ kind: 'saving' })
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS)
    },
    [flush],
  )

  useEffect(() => () => void flush(), [flush])

  // Leaving or reloading within the pause: the browser still delivers a keepalive request after the page is gone, and
  // the change is kept in the browser too, in case the next page reads the draft before that request lands.
  useEffect(() => {
    const onPageHide = () => {
      const next = pending.current
      if (!next) return
      pending.current = null
      unsavedDraft.keep(next)
      const token = sessionStore.token()
      void fetch(`${appConfig.apiBaseUrl}/recruit/resume/draft`, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', ...(token ? { [HEADER_TOKEN]: token } : {}) },
        body: JSON.stringify({ content: next }),
      }).catch(() => undefined)
    }
    window.addEventListener('pagehide', onPageHide)
    return () => window.removeEventListener('pagehide', onPageHide)
  }, [])

  return { template, content, loadError, status, change, flush }
}
