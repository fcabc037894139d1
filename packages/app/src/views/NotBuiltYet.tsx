import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { WrenchScrewdriver24Regular } from '@fluentui/react-icons'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: '64px 24px',
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
})

/** Shown for views of the menu that are specified but not built yet, so nothing is silently missing. */
export function NotBuiltYet({ title, component }: { title: string; component?: string }) {
  const styles = useStyles()
  return (
    <section className={styles.root} aria-label={title}>
      <WrenchScrewdriver24Regular />
      <Subtitle1 as="h1">{title}</Subtitle1>
      <Body1>此页面尚未建成（not built yet）。{component ? `视图：${component}` : ''}</Body1>
    </section>
  )
}
