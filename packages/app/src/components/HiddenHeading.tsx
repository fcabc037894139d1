import { makeStyles } from '@fluentui/react-components'

const useStyles = makeStyles({
  // Out of sight, yet read by screen readers and reached by their heading navigation.
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
})

/** A page's level-one heading for a page whose title is already on screen elsewhere (its tab, its breadcrumb). */
export function HiddenHeading({ children }: { children: string }) {
  const styles = useStyles()
  return <h1 className={styles.hidden}>{children}</h1>
}
