import { makeStyles, Text, tokens } from '@fluentui/react-components'

const useStyles = makeStyles({ error: { color: tokens.colorPaletteRedForeground1, display: 'block' } })

/** The reason a dictionary widget has no options (字典Code不能为空! or the server's message), announced. */
export function DictMessage({ error }: { error?: string }) {
  const styles = useStyles()
  if (!error) return null
  return (
    <Text size={200} role="alert" className={styles.error}>
      {error}
    </Text>
  )
}
