import { Body1, makeStyles, mergeClasses, Subtitle1, tokens } from '@fluentui/react-components'
import { WrenchScrewdriver24Regular } from '@fluentui/react-icons'
import { useMessagePanelStyles } from '../components/messagePanelStyles'
import { useViewHeadingTag } from '../components/viewHeading'

const useStyles = makeStyles({
  root: { color: tokens.colorNeutralForeground2 },
  // One spacing at either heading level (h1 on a page of its own, h2 in the shell).
  title: { marginBlock: '0.67em' },
})

/** Shown for views of the menu that are specified but not built yet, so nothing is silently missing. */
export function NotBuiltYet({ title, component }: { title: string; component?: string }) {
  const styles = useStyles()
  const panel = useMessagePanelStyles()
  const heading = useViewHeadingTag()
  return (
    <section className={mergeClasses(panel.root, styles.root)} aria-label={title}>
      <WrenchScrewdriver24Regular />
      <Subtitle1 as={heading} className={styles.title}>
        {title}
      </Subtitle1>
      <Body1>此页面尚未建成（not built yet）。{component ? `视图：${component}` : ''}</Body1>
    </section>
  )
}
