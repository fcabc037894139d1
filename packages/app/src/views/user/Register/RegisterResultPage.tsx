import { Button, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components'
import { CheckmarkCircle48Filled } from '@fluentui/react-icons'
import { useNavigate, useSearchParams } from 'react-router-dom'

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, justifyItems: 'center', textAlign: 'center' },
  icon: { color: tokens.colorPaletteGreenForeground1 },
})

/** 注册结果: the new account and the way to log in with it. */
export default function RegisterResultPage() {
  const styles = useStyles()
  const navigate = useNavigate()
  const username = useSearchParams()[0].get('username') ?? ''
  return (
    <section className={styles.root} aria-label="注册结果">
      <CheckmarkCircle48Filled className={styles.icon} aria-hidden />
      <Subtitle1 as="h2">你的账户：{username} 注册成功</Subtitle1>
      <Text>请使用新账户登录。</Text>
      <Button appearance="primary" size="large" onClick={() => navigate('/user/login', { replace: true })}>
        使用新账户登录
      </Button>
    </section>
  )
}
