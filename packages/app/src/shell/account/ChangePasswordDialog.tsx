import { SubmitDialog, useHttp, useNotify } from '@portico/ui'
import { useEffect, useMemo, useState } from 'react'
import { FormFields } from '../../components/form/FormFields'
import {
  type FormErrors,
  type FormValues,
  validateField,
  validateForm,
} from '../../components/form/fieldSpec'
import { passwordFields } from '../../components/form/passwordFields'
import { useTexts } from '../../i18n'

export interface ChangePasswordDialogProps {
  /** The user whose password changes; the dialog is open while this is set. */
  username: string | null
  onClose: () => void
}

/** 修改密码 (spec §2 Dialogs, §4, §5): 800 wide; success shows the message and closes, failure warns. */
export function ChangePasswordDialog({ username, onClose }: ChangePasswordDialogProps) {
  const http = useHttp()
  const notify = useNotify()
  const texts = useTexts()
  const { t } = texts
  const fields = useMemo(() => passwordFields(texts), [texts])
  const [values, setValues] = useState<FormValues>({})
  const [errors, setErrors] = useState<FormErrors>({})
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (username === null) return
    setValues({})
    setErrors({})
  }, [username])

  async function submit() {
    const found = validateForm(fields, values)
    setErrors(found)
    if (Object.values(found).some(Boolean) || !username) return
    setSaving(true)
    try {
      const reply = await http.put('/sys/user/updatePassword', { username, ...values })
      if (reply.success) {
        notify.success(reply.message || t('password.changed'))
        onClose()
      } else notify.warning(reply.message)
    } catch (failure) {
      notify.warning(failure instanceof Error ? failure.message : t('password.failed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <SubmitDialog
      open={username !== null}
      title={t('password.title')}
      onClose={onClose}
      onSubmit={() => void submit()}
      cancelText={t('dialog.close')}
      submitText={saving ? t('dialog.submitting') : t('dialog.ok')}
      submitting={saving}
      // Our messages (spec §5), not the browser's bubbles for required fields.
      noValidate
      surface={{ style: { maxWidth: 800, width: 'calc(100vw - 32px)' } }}
    >
      <FormFields
        columns={1}
        fields={fields}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        onBlur={(name) => {
          // An untouched empty field is reported on submit: a message appearing on blur would move the
          // buttons from under the pointer and swallow the click on 确定.
          const spec = fields.find((field) => field.name === name)
          if (spec && (values[name] || errors[name]))
            setErrors((current) => ({ ...current, [name]: validateField(spec, values) }))
        }}
      />
    </SubmitDialog>
  )
}
