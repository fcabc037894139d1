import { Button, makeStyles, Title1, tokens } from '@fluentui/react-components'
import { ArrowRight24Regular } from '@fluentui/react-icons'
import { useNavigate } from 'react-router-dom'

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
})

/** /zhaopin: a full-screen background with an enter control linking to the company page (spec §2). */
export default function ZhaopinLanding() {
  const styles = useStyles()
  const navigate = useNavigate()
  return (
    <main className={styles.root}>
      <Title1 as="h1">邮政物流 · 人才招聘</Title1>
      <Button
        size="large"
        icon={<ArrowRight24Regular />}
        iconPosition="after"
        onClick={() => navigate('/zhaopin/home/company')}
      >
        进入招聘门户
      </Button>
    </main>
  )
}
