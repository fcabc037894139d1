import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { Link } from 'react-router-dom'
import { useTexts } from '../../i18n'

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
  const { t } = useTexts()
  return (
    <Link to="/" className={styles.logo} title={t('header.home')}>
      <Subtitle2>{t('header.logo')}</Subtitle2>
    </Link>
  )
}
