import type { ResumeContent } from '@portico/contract'
import { sessionStore } from '../../../session/sessionStore'
import { StorageKey, storage } from '../../../storage'

/** Long enough for a reload or a return to the tab, short enough not to outlive the visit. */
const KEEP_MS = 60 * 60 * 1000

interface Unsaved {
  intervieweeId: string
  content: ResumeContent
}

/**
 * The change a page could not save before it went (the keepalive request may reach the server after the next page
 * has read the draft): kept in the browser, and taken by the next visit of the same interviewee.
 */
export const unsavedDraft = {
  keep(content: ResumeContent) {
    const intervieweeId = sessionStore.intervieweeInfo()?.id
    if (intervieweeId) storage.set<Unsaved>(StorageKey.resumeUnsaved, { intervieweeId, content }, KEEP_MS)
  },
  take(): ResumeContent | null {
    const unsaved = storage.get<Unsaved>(StorageKey.resumeUnsaved)
    storage.remove(StorageKey.resumeUnsaved)
    return unsaved && unsaved.intervieweeId === sessionStore.intervieweeInfo()?.id ? unsaved.content : null
  },
}
