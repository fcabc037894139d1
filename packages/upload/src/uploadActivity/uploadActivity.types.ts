import type { ReactNode } from 'react'

/** What the uploaders below a scope are doing. */
export interface UploadActivity {
  /** A file is still on its way: the uploader has not reported its value yet. */
  uploading: boolean
  /** A failed file is still listed: the uploader holds its value back until it is removed (spec §4). */
  failed: boolean
}

export interface UploadActivityScopeProps {
  /** Called whenever the combined activity of the uploaders below changes (and with idle when the scope unmounts). */
  onChange: (activity: UploadActivity) => void
  children?: ReactNode
}
