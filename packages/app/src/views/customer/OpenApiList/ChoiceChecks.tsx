import { Checkbox, Label, makeStyles, tokens } from '@fluentui/react-components'

const useStyles = makeStyles({
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  checks: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
})

/** A multiple choice as a group of checkboxes (scopes of a key, events of a webhook, a user's department roles). */
export function ChoiceChecks<Value extends string>({
  label,
  options,
  text,
  value,
  onChange,
  required = true,
}: {
  label: string
  /** At least one must be ticked (the label says so); default true. */
  required?: boolean
  options: readonly Value[]
  text: Readonly<Record<Value, string>>
  value: Value[]
  onChange: (value: Value[]) => void
}) {
  const styles = useStyles()
  return (
    <fieldset className={styles.group}>
      <legend>
        <Label required={required}>{label}</Label>
      </legend>
      <div className={styles.checks}>
        {options.map((option) => (
          <Checkbox
            key={option}
            label={text[option]}
            checked={value.includes(option)}
            onChange={(_, data) =>
              onChange(data.checked ? [...value, option] : value.filter((chosen) => chosen !== option))
            }
          />
        ))}
      </div>
    </fieldset>
  )
}
