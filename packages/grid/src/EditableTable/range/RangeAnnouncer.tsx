import { makeStyles } from '@fluentui/react-components'

const useStyles = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
})

/** Tells screen readers the selected range and what copy, paste, fill, undo and redo did. */
export function RangeAnnouncer({ text }: { text: string }) {
  const styles = useStyles()
  return (
    <div role="status" aria-live="polite" className={styles.hidden}>
      {text}
    </div>
  )
}
