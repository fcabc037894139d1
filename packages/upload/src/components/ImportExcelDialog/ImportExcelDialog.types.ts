import type { Envelope } from '@portico/contract'

export interface ImportPartialResult {
  totalCount?: number
  errorCount?: number
  successCount?: number
  msg?: string
  fileUrl?: string
  fileName?: string
}

export interface ImportExcelDialogProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The import URL (e.g. `/jeecg-boot/demo/order/importExcel`). */
  url: string
  /** Sent as `isSingleTableImport` when given. */
  isSingleTableImport?: boolean | string
  /** Sent as `foreignKeys` (JSON when an object) when given. */
  foreignKeys?: string | Record<string, unknown>
  /** Title (default 导入EXCEL). */
  title?: string
  /** Called after an import that wrote rows: a full one (the dialog closes) or a partial one (code 201: it stays open). */
  onSuccess?: (reply: Envelope) => void
}
