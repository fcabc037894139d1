import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { DateField } from './DateField'
import type { DateRangeFieldProps } from './DateFields.types'

const useStyles = makeStyles({
  // A bare fieldset: the two ends read as one group.
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  end: { flexGrow: 1, minWidth: 0 },
})

const RANGE_WORDS = {
  zh: { from: '开始日期', to: '结束日期', fromSuffix: '开始', toSuffix: '结束' },
  en: { from: 'Start date', to: 'End date', fromSuffix: ' from', toSuffix: ' to' },
}

/** From one date to another (each `yyyy-MM-dd`, either may stay empty): 开始日期 ~ 结束日期. */
export function DateRangeField({
  value = ['', ''],
  onChange,
  disabled,
  className,
  locale,
  ...aria
}: DateRangeFieldProps) {
  const styles = useStyles()
  const [begin, end] = value
  const label = aria['aria-label'] ?? ''
  const words = locale === 'en' ? RANGE_WORDS.en : RANGE_WORDS.zh
  return (
    <fieldset className={mergeClasses(styles.row, className)} aria-label={aria['aria-label']}>
      <DateField
        className={styles.end}
        aria-label={`${label}${words.fromSuffix}`}
        placeholder={words.from}
        locale={locale}
        disabled={disabled}
        value={begin}
        onChange={(next) => onChange?.([next, end])}
      />
      <span aria-hidden>~</span>
      <DateField
        className={styles.end}
        aria-label={`${label}${words.toSuffix}`}
        placeholder={words.to}
        locale={locale}
        disabled={disabled}
        value={end}
        onChange={(next) => onChange?.([begin, next])}
      />
    </fieldset>
  )
}
