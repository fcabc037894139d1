import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { Link } from 'react-router-dom'

const useStyles = makeStyles({
  logo: {
    color: 'inherit',
    textDecoration: 'none',
    display: 'block',
    padding: `${tokens.spacingVerticalS} 0`,
    whiteSpace: 'nowrap',
  },
})

/** The logo links to the route named dashboard, '/' (spec §2). */
export function Logo() {
  const styles = useStyles()
  return (
    <Link to="/" className={styles.logo} title="首页">
      <Subtitle2>跨境物流平台</Subtitle2>
    </Link>
  )
}
