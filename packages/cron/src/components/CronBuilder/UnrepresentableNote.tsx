import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components'

/** Why the tabs cannot show a typed expression. Loaded when first needed (see renderCronBuilder). */
export default function UnrepresentableNote({ reason }: { reason: string }) {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        <MessageBarTitle>选项卡无法表示此表达式</MessageBarTitle>
        表达式按原样保留，选项卡仍显示上一次的设置。原因：{reason}
      </MessageBarBody>
    </MessageBar>
  )
}
