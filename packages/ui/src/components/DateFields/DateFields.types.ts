/** The calendar's language: Chinese (default) or English (Fluent's own month and day names). */
export type DateFieldLocale = 'zh-CN' | 'en'

/** What every date field takes: a JeecgBoot string in, the same format out ('' when cleared). */
export interface DateFieldProps {
  /** The calendar's and default placeholder's language (default Chinese); the value's format never changes. */
  locale?: DateFieldLocale
  value?: string | null
  onChange?: (value: string) => void
  onBlur?: () => void
  placeholder?: string
  disabled?: boolean
  /** Shown, focusable, not editable (e.g. a code once the record exists). */
  readOnly?: boolean
  id?: string
  className?: string
  'aria-label'?: string
  'aria-labelledby'?: string
}

export interface DateRangeFieldProps {
  /** The two ends, each `yyyy-MM-dd` or ''. */
  value?: readonly [string, string]
  onChange?: (value: [string, string]) => void
  disabled?: boolean
  className?: string
  /** Names the two pickers `<label>开始` / `<label>结束` (in English `<label> from` / `<label> to`). */
  'aria-label'?: string
  /** The calendars' and placeholders' language (default Chinese). */
  locale?: DateFieldLocale
}
