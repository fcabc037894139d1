import { Dropdown, Field, Input, Option, Textarea } from '@fluentui/react-components'
import {
  RESUME_MAX_ATTACHMENTS,
  RESUME_TEXT_MAX,
  type ResumeField,
  resumeValueProblem,
} from '@portico/contract'
import { DateField } from '@portico/ui'
import { FileUpload, ImageUpload } from '@portico/upload'
import { useState } from 'react'
import { RESUME_UPLOAD_ACTION } from '../recruitApi'
import { loadStoredFile } from './storedFile'

/** One field of the résumé form; its format is checked on blur (required fields when the résumé is previewed). */
export function ResumeFieldControl({
  field,
  value,
  onChange,
}: {
  field: ResumeField
  value: string
  onChange: (value: string) => void
}) {
  const [blurProblem, setBlurProblem] = useState<string | undefined>()
  const onBlur = () => setBlurProblem(resumeValueProblem(field, value.trim()))
  const control = (() => {
    switch (field.type) {
      case 'select':
        return (
          <Dropdown
            value={value}
            selectedOptions={value ? [value] : []}
            placeholder={`请选择${field.label}`}
            onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
          >
            {(field.options ?? []).map((option) => (
              <Option key={option} value={option}>
                {option}
              </Option>
            ))}
          </Dropdown>
        )
      case 'textarea':
        return (
          <Textarea
            value={value}
            maxLength={field.maxLength}
            resize="vertical"
            onChange={(_, data) => onChange(data.value)}
            onBlur={onBlur}
          />
        )
      case 'image':
        return (
          <ImageUpload
            aria-label={field.label}
            value={value}
            action={RESUME_UPLOAD_ACTION}
            biz="photo"
            maxCount={1}
            accept="image/png,image/jpeg"
            loadPreview={loadStoredFile}
            onChange={(next) => onChange(typeof next === 'string' ? next : '')}
          />
        )
      case 'file':
        return (
          <FileUpload
            aria-label={field.label}
            value={value}
            action={RESUME_UPLOAD_ACTION}
            biz="attachment"
            maxCount={RESUME_MAX_ATTACHMENTS}
            accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"
            onChange={(next) => onChange(typeof next === 'string' ? next : '')}
          />
        )
      default:
        if (field.type === 'date') return <DateField value={value} onChange={onChange} onBlur={onBlur} />
        return (
          <Input
            value={value}
            maxLength={field.maxLength ?? RESUME_TEXT_MAX}
            onChange={(_, data) => onChange(data.value)}
            onBlur={onBlur}
          />
        )
    }
  })()
  const message = blurProblem
  return (
    <Field
      label={field.label}
      required={field.required}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
      hint={
        field.type === 'file'
          ? `支持pdf、doc、docx、jpg、png，单个不超过10MB，最多${RESUME_MAX_ATTACHMENTS}个`
          : field.type === 'image'
            ? 'jpg或png，不超过2MB'
            : undefined
      }
    >
      {control}
    </Field>
  )
}
