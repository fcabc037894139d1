/** Realtime sync of the editable table over `/vxeSocket/{userId}/{pageId}` (spec §4, §7, §9). */
export interface EditableTableSync {
  /** Which table of the page the edits belong to (JVxeTable's socketKey). */
  socketKey: string
  /** The shared page: every table open on the same page id gets the others' edits. */
  pageId: string
  /** The signed-in user; the server checks that the token is theirs. */
  userId: string
  token: string
}
