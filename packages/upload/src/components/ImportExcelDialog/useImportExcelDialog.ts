import { API_BASE, type Envelope } from '@portico/contract'
import { isAxiosError } from 'axios'
import { useState } from 'react'
import { useUploadConfig } from '../../config/UploadConfigProvider'
import { MSG } from '../../utils/messages'
import { isExcelFile } from '../../utils/names'
import type { ImportExcelDialogProps, ImportPartialResult } from './ImportExcelDialog.types'

export type ImportOutcome =
  | { kind: 'partial'; message: string; detail?: string; fileUrl?: string }
  | { kind: 'error'; message: string }
  | { kind: 'warning'; message: string }
  | { kind: 'refused'; message: string }

/** The link to an import error file: `fileUrl` under the static domain or the API base. */
export function importErrorFileUrl(
  fileUrl: string,
  staticDomain: string,
  apiBase: string = API_BASE,
): string {
  if (/^https?:/i.test(fileUrl)) return fileUrl
  const path = fileUrl.startsWith('/') ? fileUrl : `/${fileUrl}`
  if (path.startsWith('/sys/common/static')) return `${apiBase.replace(/\/+$/, '')}${path}`
  return `${staticDomain.replace(/\/+$/, '')}${path}`
}

/** State of the import dialog: the chosen file, the upload with progress, and the reply's outcome. */
export function useImportExcelDialog(props: ImportExcelDialogProps) {
  const {
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    url,
    isSingleTableImport,
    foreignKeys,
    onSuccess,
  } = props
  const config = useUploadConfig()
  const [openState, setOpenState] = useState(defaultOpen)
  const open = openProp ?? openState
  const [file, setFile] = useState<File | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null)
  const setOpen = (next: boolean) => {
    setOpenState(next)
    onOpenChange?.(next)
    if (!next) {
      setFile(null)
      setOutcome(null)
      setPercent(null)
    }
  }
  const choose = (picked: File | undefined) => {
    if (!picked) return
    if (!isExcelFile(picked.name)) {
      setFile(null)
      setOutcome({ kind: 'refused', message: `${picked.name}：${MSG.importOnlyExcel}` })
      return
    }
    setOutcome(null)
    setFile(picked)
  }
  const submit = async (): Promise<{ ok: true; message: string } | { ok: false }> => {
    if (!file) return { ok: false }
    const form = new FormData()
    form.append('files[]', file)
    if (isSingleTableImport !== undefined) form.append('isSingleTableImport', String(isSingleTableImport))
    if (foreignKeys !== undefined)
      form.append('foreignKeys', typeof foreignKeys === 'string' ? foreignKeys : JSON.stringify(foreignKeys))
    setPercent(0)
    setOutcome(null)
    try {
      const { data } = await config.http.post<Envelope<ImportPartialResult>>(url, form, {
        headers: config.getHeaders(),
        onUploadProgress: (e) => {
          const total = e.total ?? file.size
          setPercent(total ? Math.min(99, Math.floor((e.loaded / total) * 100)) : 0)
        },
      })
      setPercent(null)
      if (data?.code === 201) {
        // Some rows were written: the list behind the dialog must show them while the dialog lists the rest.
        onSuccess?.(data)
        setOutcome({
          kind: 'partial',
          message: data.message,
          detail: data.result?.msg,
          fileUrl: data.result?.fileUrl
            ? importErrorFileUrl(data.result.fileUrl, config.staticDomain, config.apiBase)
            : undefined,
        })
        return { ok: false }
      }
      if (data?.success) {
        onSuccess?.(data)
        return { ok: true, message: data.message || MSG.importSuccess(file.name) }
      }
      setOutcome({ kind: 'warning', message: data?.message || `${file.name}：${MSG.unknownError}` })
      return { ok: false }
    } catch (err) {
      setPercent(null)
      const message = isAxiosError<Envelope>(err) ? err.response?.data?.message : undefined
      setOutcome({ kind: 'error', message: `${file.name}：${message || MSG.unknownError}` })
      return { ok: false }
    }
  }
  return { open, setOpen, file, choose, submit, percent, outcome, uploading: percent !== null }
}
