import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components'
import { Outlet } from 'react-router-dom'
import { appConfig } from '../config'
import { GlobalFooter } from './BasicLayout/GlobalFooter'

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  main: {
    width: 'min(368px, calc(100vw - 32px))',
    paddingTop: '12vh',
    flexGrow: 1,
    display: 'grid',
    // Rows keep their own height: a short view (the tenant choice) is not stretched down to the footer.
    alignContent: 'start',
    gap: tokens.spacingVerticalXL,
  },
  header: { textAlign: 'center', display: 'grid', gap: tokens.spacingVerticalS },
})

/** The frame of the login, register and password-reset views. */
export function UserLayout() {
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <main className={styles.main}>
        <header className={styles.header}>
          <Title2 as="h1">{appConfig.platformName}</Title2>
          <Body1>后台管理系统</Body1>
        </header>
        <Outlet />
      </main>
      <GlobalFooter />
    </div>
  )
}
