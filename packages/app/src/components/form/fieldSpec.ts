import type { ReactNode } from 'react'

/** A form declared as data: each screen lists its fields; FormFields renders and validates them. */
export interface FieldOption {
  value: string
  text: string
}

export interface FieldRule {
  required?: boolean
  pattern?: RegExp
  /** Returns an error message, or nothing when the value passes. */
  validate?: (value: string, values: Record<string, string>) => string | undefined
  message: string
}

export interface FieldSpec {
  name: string
  label: string
  /**
   * `dict`: a dropdown of the dictionary `dictCode`; `image` / `file`: the uploaders, whose value is the stored paths
   * comma-separated (the first image is the cover); `richtext`: HTML from the rich-text editor; `depart`: a
   * department id from the department tree; `date` / `month` / `datetime`: Fluent pickers holding `yyyy-MM-dd` /
   * `yyyy-MM` / `yyyy-MM-dd HH:mm:ss`; `daterange`: two dates as `begin,end` (see `rangeEnds`).
   */
  kind:
    | 'text'
    | 'password'
    | 'date'
    | 'month'
    | 'datetime'
    | 'daterange'
    | 'select'
    | 'multiselect'
    | 'textarea'
    | 'dict'
    | 'image'
    | 'file'
    | 'richtext'
    | 'depart'
    | 'custom'
  /** `custom`: the control, given the value; it spans the whole row. */
  render?: (control: CustomControl) => ReactNode
  placeholder?: string
  options?: FieldOption[]
  /** `depart`: several departments (ids comma-separated) instead of one. */
  multiple?: boolean
  dictCode?: string
  /** image / file: the server folder (`biz`) and how many files to keep (0 = unlimited). */
  upload?: { biz?: string; maxCount?: number }
  rules?: FieldRule[]
  /** Checked on blur, e.g. a uniqueness call; returns an error message or nothing. */
  asyncValidate?: (value: string, values: Record<string, string>) => Promise<string | undefined>
  /** Shown only when this returns true (e.g. password only when adding). */
  visible?: (values: Record<string, string>) => boolean
  /** Shown but not editable when this returns true (e.g. a code once the record exists). */
  locked?: (values: Record<string, string>) => boolean
}

export interface CustomControl {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  /** Every value of the form (a control may act on its neighbours, e.g. 测试连接). */
  values: Record<string, string>
  locked: boolean
}

export type FormValues = Record<string, string>
export type FormErrors = Record<string, string | undefined>

function isEmpty(value: string | undefined): boolean {
  return value === undefined || value.trim() === ''
}

/** Rules in order; the first failure gives the message; empty values skip pattern checks. */
export function validateField(spec: FieldSpec, values: FormValues): string | undefined {
  const value = values[spec.name] ?? ''
  for (const rule of spec.rules ?? []) {
    if (rule.required && isEmpty(value)) return rule.message
    if (isEmpty(value)) continue
    if (rule.pattern && !rule.pattern.test(value)) return rule.message
    if (rule.validate) {
      const message = rule.validate(value, values)
      if (message) return message
    }
  }
  return undefined
}

export function validateForm(specs: FieldSpec[], values: FormValues): FormErrors {
  const errors: FormErrors = {}
  for (const spec of specs) {
    if (spec.visible && !spec.visible(values)) continue
    const message = validateField(spec, values)
    if (message) errors[spec.name] = message
  }
  return errors
}

const RANGE_SEPARATOR = ','

/** A `daterange` value's two ends ('' for an open end). */
export function rangeEnds(value: string): [string, string] {
  const [begin = '', end = ''] = value.split(RANGE_SEPARATOR)
  return [begin, end]
}

/** The `daterange` value of two ends; '' when both are open. */
export const rangeValue = ([begin, end]: readonly [string, string]): string =>
  begin || end ? `${begin}${RANGE_SEPARATOR}${end}` : ''
