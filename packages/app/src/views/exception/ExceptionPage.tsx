import { Button, LargeTitle, makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { useNavigate } from 'react-router-dom'

const texts = {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在或仍在开发中',
  500: '抱歉，服务器出错了',
} as const

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: '96px 24px',
  },
})

export function ExceptionPage({ type }: { type: keyof typeof texts }) {
  const styles = useStyles()
  const navigate = useNavigate()
  return (
    <main className={styles.root}>
      <LargeTitle as="h1">{type}</LargeTitle>
      <Subtitle1>{texts[type]}</Subtitle1>
      <Button appearance="primary" onClick={() => navigate('/')}>
        返回首页
      </Button>
    </main>
  )
}
