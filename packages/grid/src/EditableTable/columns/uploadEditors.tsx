import { UploadCell } from '@portico/upload'
import type { CellEditorProps } from './columnRegistry.types'

/** The popup's file limit: `uploadnum` in the column's fieldExtendJson (0 = unlimited). */
export function uploadLimit(fieldExtendJson: string | undefined): number {
  if (!fieldExtendJson) return 0
  try {
    const limit = Number((JSON.parse(fieldExtendJson) as { uploadnum?: unknown }).uploadnum)
    return Number.isInteger(limit) && limit > 0 ? limit : 0
  } catch {
    return 0
  }
}

function UploadEditor({ kind, ...props }: CellEditorProps & { kind: 'file' | 'image' }) {
  const { column } = props
  return (
    <UploadCell
      type={kind}
      value={props.value == null ? '' : String(props.value)}
      onChange={(value) => props.onChange(value, 'change')}
      allowDownload={column.allowDownload ?? true}
      allowRemove={column.allowRemove ?? true}
      disabled={props.disabled}
      action={column.action}
      token={column.token}
      responseName={column.responseName}
      popupMaxCount={uploadLimit(column.fieldExtendJson)}
      // The button's name keeps its visible text (axe: label-content-name-mismatch).
      aria-label={`${kind === 'image' ? '上传图片' : '上传文件'} ${props.label}`}
    />
  )
}

/** upload and file cells: the upload package's cell (upload button, status, download / delete / more). */
export const FileUploadEditor = (props: CellEditorProps) => <UploadEditor {...props} kind="file" />
/** image cells: the same cell with an image thumbnail and the image uploader in its popup. */
export const ImageUploadEditor = (props: CellEditorProps) => <UploadEditor {...props} kind="image" />
