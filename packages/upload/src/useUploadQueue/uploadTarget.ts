import type { UploadTarget } from './useUploadQueue.types'

/** The upload target of a component's props, to hand on to its queue or to a nested uploader. */
export const uploadTargetOf = ({ biz, action, token, responseName }: UploadTarget): UploadTarget => ({
  biz,
  action,
  token,
  responseName,
})
