import { makeStyles, tokens } from '@fluentui/react-components'
import { useNotify } from '@portico/ui'
import type { FormEvent } from 'react'
import { FormError, SubmitButton } from '../../../components/form/FormFeedback'
import { FormFields } from '../../../components/form/FormFields'
import type { FieldSpec, FormValues } from '../../../components/form/fieldSpec'
import { useFormState } from '../../../components/form/useFormState'
import { useSubmission } from '../../../components/form/useSubmission'
import { useTexts } from '../../../i18n'

export interface SettingsFormProps {
  /** Accessible name of the form. */
  label: string
  fields: FieldSpec[]
  initialValues: FormValues
  submitLabel: string
  /** Saves and answers the success message; rejects with the server's envelope. */
  onSubmit: (values: FormValues) => Promise<string>
  /** Empty the fields after saving (passwords). */
  clearOnSuccess?: boolean
}

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  actions: { justifySelf: 'start' },
})

/** One settings section: declared fields, their §5 messages, the server's message on failure, a busy button. */
export function SettingsForm({
  label,
  fields,
  initialValues,
  submitLabel,
  onSubmit,
  clearOnSuccess,
}: SettingsFormProps) {
  const styles = useStyles()
  const notify = useNotify()
  const { t } = useTexts()
  const form = useFormState(initialValues)
  const submission = useSubmission(t('settings.saveFailed'))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!form.validate(fields)) return
    await submission.run(async () => {
      notify.success(await onSubmit(form.values))
      if (clearOnSuccess) form.setValues({})
    })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <FormError message={submission.error} />
      <FormFields
        columns={1}
        fields={fields}
        values={form.values}
        errors={form.errors}
        onChange={form.change}
      />
      <div className={styles.actions}>
        <SubmitButton busy={submission.busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  )
}
