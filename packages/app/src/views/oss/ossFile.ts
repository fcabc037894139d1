import type { DataTableColumn } from '@portico/grid'
import { buildStaticUrl } from '@portico/ui'
import type { FieldSpec } from '../../components/form/fieldSpec'
import { appConfig } from '../../config'
import { bytes } from '../monitor/format'

export interface OssFile {
  id: string
  fileName: string
  url: string
  fileType: string | null
  fileSize: number
  bizType: string
  createBy: string | null
  createTime: string
}

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'])

/** How the browser can show the file: as an image, as a PDF, or not at all (download only). */
export function previewKind(file: OssFile): 'image' | 'pdf' | null {
  const type = (file.fileType ?? '').toLowerCase()
  if (IMAGE_TYPES.has(type)) return 'image'
  return type === 'pdf' ? 'pdf' : null
}

export const fileUrl = (file: OssFile) => buildStaticUrl(appConfig.staticDomainUrl, file.url)

export const ossFileSearchFields: FieldSpec[] = [
  { name: 'fileName', label: '文件名称', kind: 'text' },
  { name: 'bizType', label: '业务类型', kind: 'text' },
  { name: 'createBy', label: '上传人', kind: 'text' },
]

export const ossFileColumns: DataTableColumn<OssFile>[] = [
  { key: 'fileName', title: '文件名称', sortable: true, width: 180, ellipsis: true },
  { key: 'fileType', title: '文件类型', width: 80 },
  { key: 'fileSize', title: '文件大小', sortable: true, width: 90, render: (r) => bytes(r.fileSize) },
  { key: 'bizType', title: '业务类型', width: 100 },
  { key: 'url', title: '存储路径', width: 150, ellipsis: true },
  { key: 'createBy', title: '上传人', width: 90 },
  { key: 'createTime', title: '上传时间', kind: 'datetime', sortable: true, width: 160 },
]
