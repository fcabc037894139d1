import { useCallback, useState } from 'react'
import { type FieldSpec, type FormErrors, type FormValues, validateForm } from './fieldSpec'

/** A declared form's values and messages: changing a field clears its message; validate shows every message. */
export function useFormState(initialValues: FormValues = {}) {
  const [values, setValues] = useState<FormValues>(initialValues)
  const [errors, setErrors] = useState<FormErrors>({})

  const reset = useCallback((next: FormValues) => {
    setValues(next)
    setErrors({})
  }, [])

  return {
    values,
    setValues,
    errors,
    setErrors,
    reset,
    change: (name: string, value: string) => {
      setValues((current) => ({ ...current, [name]: value }))
      setErrors((current) => ({ ...current, [name]: undefined }))
    },
    /** Shows each field's first failing rule; true when every field passes. */
    validate: (fields: FieldSpec[]) => {
      const found = validateForm(fields, values)
      setErrors(found)
      return !Object.values(found).some(Boolean)
    },
  }
}

export type FormState = ReturnType<typeof useFormState>
