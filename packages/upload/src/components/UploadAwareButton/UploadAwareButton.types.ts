import type { ButtonProps } from '@fluentui/react-components'
import type { UploadActivity } from '../../uploadActivity/uploadActivity.types'

export type UploadAwareButtonProps = ButtonProps & {
  /** The form's uploaders, from an `UploadActivityScope`. */
  activity: UploadActivity
  /** Class of the reason text shown beside the button. */
  reasonClassName?: string
}
