import { FormDialog } from '../../../components/form/FormDialog'
import type { FormValues } from '../../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../../components/form/useEntityForm'
import type { QuestionPiece } from './questionPiece.types'
import { questionFormFields } from './questionPieceFields'

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

function toBody(values: FormValues) {
  return {
    id: values.id || undefined,
    waybillNo: values.waybillNo.trim(),
    questionType: values.questionType,
    status: values.status || '0',
    description: values.description?.trim() || null,
    images: values.images || null,
    attachments: values.attachments || null,
  }
}

/** Register or edit a 问题件 with its photos (reorderable) and documents (spec §2 list views with form pairs). */
export function QuestionPieceFormDialog({ row, onClose, onSaved }: EntityFormProps<QuestionPiece>) {
  const form = useEntityForm<QuestionPiece>({
    row,
    fields: questionFormFields,
    toValues,
    toBody,
    urls: { add: `${BASE}/add`, edit: `${BASE}/edit` },
    savedMessage: { add: '添加成功！', edit: '编辑成功!' },
    onSaved,
  })
  return (
    <FormDialog
      open={row !== null}
      title={form.editing ? '编辑问题件' : '登记问题件'}
      label="问题件"
      fields={questionFormFields}
      form={form}
      onClose={onClose}
    />
  )
}
