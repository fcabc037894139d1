import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { PortalCard } from '../layout/PortalCard'

const SECTIONS: [string, string][] = [
  [
    '我们收集的信息',
    '为完成注册与求职，我们会收集您的手机号码、登录密码（加密保存）以及您在简历中填写的个人信息、照片和附件。',
  ],
  [
    '信息的使用',
    '您的简历仅用于招聘评估：招聘人员可查看您投递职位时提交的简历，并通过站内消息与短信向您发送招聘进展通知。',
  ],
  ['信息的保存与保护', '我们采取访问控制和加密等措施保护您的信息，仅授权的招聘人员可以访问简历。'],
  ['您的权利', '您可以随时修改简历、更换绑定手机号或修改密码；如需注销账号，请联系招聘部门。'],
  ['联系我们', '如对本政策有任何疑问，请通过公司介绍页面中的联系方式与我们联系。'],
]

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    '& > *': { margin: 0 },
  },
})

/** /privacy: what the portal collects and why. */
export default function PrivacyPage() {
  const styles = useStyles()
  return (
    <PortalCard title="隐私政策" headingLevel={1}>
      {SECTIONS.map(([title, text]) => (
        <section key={title} className={styles.section}>
          <Subtitle2 as="h2">{title}</Subtitle2>
          <Body1 as="p">{text}</Body1>
        </section>
      ))}
    </PortalCard>
  )
}
