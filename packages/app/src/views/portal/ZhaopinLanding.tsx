import { makeStyles, Title1, tokens } from '@fluentui/react-components'
import { Link } from 'react-router-dom'
import enterImage from './assets/enter.svg'

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXL,
    backgroundImage: 'linear-gradient(135deg, #0b3d91 0%, #1890ff 55%, #36cfc9 100%)',
    color: tokens.colorNeutralForegroundOnBrand,
  },
  enter: {
    borderRadius: '36px',
    ':focus-visible': { outline: `3px solid ${tokens.colorNeutralForegroundOnBrand}`, outlineOffset: '4px' },
  },
  image: { display: 'block', maxWidth: '80vw', height: 'auto' },
})

/** /zhaopin: a full-screen background with the enter image, a link to the company page (spec §2). */
export default function ZhaopinLanding() {
  const styles = useStyles()
  return (
    <main className={styles.root}>
      <Title1 as="h1">邮政物流 · 人才招聘</Title1>
      <Link to="/zhaopin/home/company" className={styles.enter}>
        <img className={styles.image} src={enterImage} alt="进入招聘门户" width={260} height={72} />
      </Link>
    </main>
  )
}
