import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'

const useStyles = makeStyles({
  list: { display: 'flex', gap: tokens.spacingHorizontalS, listStyle: 'none', padding: 0, margin: 0 },
  step: {
    flex: 1,
    paddingBlock: tokens.spacingVerticalXS,
    borderTop: `3px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  done: { borderTopColor: tokens.colorBrandStroke1, color: tokens.colorNeutralForeground1 },
  current: { fontWeight: tokens.fontWeightSemibold },
})

/** Where the user is in a multi-step task. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const styles = useStyles()
  return (
    <ol className={styles.list} aria-label="步骤">
      {steps.map((title, index) => (
        <li
          key={title}
          className={mergeClasses(
            styles.step,
            index <= current && styles.done,
            index === current && styles.current,
          )}
          aria-current={index === current ? 'step' : undefined}
        >
          {index + 1}. {title}
        </li>
      ))}
    </ol>
  )
}
