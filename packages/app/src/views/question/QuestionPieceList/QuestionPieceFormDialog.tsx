import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components'
import { useHttp, useNotify } from '@portico/ui'
import {
  IDLE_UPLOAD_ACTIVITY,
  UploadActivityScope,
  UploadAwareButton,
  uploadBlockReason,
} from '@portico/upload'
import { useEffect, useState } from 'react'
import { FormFields } from '../../../components/form/FormFields'
import { type FormErrors, type FormValues, validateForm } from '../../../components/form/fieldSpec'
import type { QuestionPiece } from './questionPiece.types'
import { questionFormFields } from './questionPieceFields'

export interface QuestionPieceFormDialogProps {
  /** null: closed; {}: registering; a row: editing. */
  piece: Partial<QuestionPiece> | null
  onClose: () => void
  onSaved: () => void
}

const BASE = '/question/questionPiece'

function toValues(piece: Partial<QuestionPiece>): FormValues {
  return {
    id: piece.id ?? '',
    waybillNo: piece.waybillNo ?? '',
    questionType: piece.questionType ?? '',
    status: piece.status ?? '0',
    description: piece.description ?? '',
    images: piece.images ?? '',
    attachments: piece.attachments ?? '',
  }
}

/** Register or edit a 问题件 with its photos (reorderable) and documents (spec §2 list views with form pairs). */
export function QuestionPieceFormDialog({ piece, onClose, onSaved }: QuestionPieceFormDialogProps) {
  const http = useHttp()
  const notify = useNotify()
  const [values, setValues] = useState<FormValues>({})
  const [errors, setErrors] = useState<FormErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  // 确定 waits while a photo or document is uploading: the uploaders report their value only once done.
  const [uploads, setUploads] = useState(IDLE_UPLOAD_ACTIVITY)
  const editing = Boolean(piece?.id)

  useEffect(() => {
    if (!piece) return
    setValues(toValues(piece))
    setErrors({})
    setServerError(null)
  }, [piece])

  async function save() {
    if (uploadBlockReason(uploads)) return
    const found = validateForm(questionFormFields, values)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    setSaving(true)
    setServerError(null)
    try {
      const body = {
        id: values.id || undefined,
        waybillNo: values.waybillNo.trim(),
        questionType: values.questionType,
        status: values.status || '0',
        description: values.description?.trim() || null,
        images: values.images || null,
        attachments: values.attachments || null,
      }
      const reply = editing ? await http.put(`${BASE}/edit`, body) : await http.post(`${BASE}/add`, body)
      if (!reply.success) {
        setServerError(reply.message)
        return
      }
      notify.success(reply.message || (editing ? '编辑成功!' : '添加成功！'))
      onSaved()
    } catch {
      setServerError('保存失败，请稍后再试')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={piece !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 800, width: '100%' }}>
        <DialogBody>
          <DialogTitle>{editing ? '编辑问题件' : '登记问题件'}</DialogTitle>
          <DialogContent>
            {serverError && (
              <MessageBar intent="error" style={{ marginBottom: 12 }}>
                <MessageBarBody>{serverError}</MessageBarBody>
              </MessageBar>
            )}
            <form noValidate aria-label="问题件" onSubmit={(event) => event.preventDefault()}>
              <UploadActivityScope onChange={setUploads}>
                <FormFields
                  fields={questionFormFields}
                  values={values}
                  errors={errors}
                  onChange={(name, value) => {
                    setValues((current) => ({ ...current, [name]: value }))
                    setErrors((current) => ({ ...current, [name]: undefined }))
                  }}
                />
              </UploadActivityScope>
            </form>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              关闭
            </Button>
            <UploadAwareButton
              appearance="primary"
              activity={uploads}
              onClick={save}
              disabled={saving}
              icon={saving ? <Spinner size="tiny" /> : undefined}
            >
              确定
            </UploadAwareButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
