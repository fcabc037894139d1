import { Body1, Card, makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { useSession } from '../../session/useSession'
import { greetingFor } from '../../shell/greeting'

const useStyles = makeStyles({ root: { display: 'grid', gap: tokens.spacingVerticalL } })

/** The staff home page: a greeting; the analysis charts are a later issue. */
export default function Analysis() {
  const styles = useStyles()
  const { userInfo } = useSession()
  return (
    <div className={styles.root}>
      <Card>
        <Subtitle1 as="h1">
          {greetingFor(new Date().getHours())}，{userInfo?.realname ?? userInfo?.username}
        </Subtitle1>
        <Body1>欢迎使用跨境电商供应链物流平台。分析图表尚未建成（not built yet）。</Body1>
      </Card>
    </div>
  )
}
