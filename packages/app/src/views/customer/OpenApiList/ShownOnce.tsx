import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
} from '@fluentui/react-components'
import { Copy20Regular, Dismiss20Regular } from '@fluentui/react-icons'
import { useNotify } from '@portico/ui'

const useStyles = makeStyles({
  code: { fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' },
})

/** A secret the server shows this once: the user copies it before closing the bar. */
export function ShownOnce({
  title,
  lines,
  onClose,
}: {
  title: string
  lines: string[]
  onClose: () => void
}) {
  const styles = useStyles()
  const notify = useNotify()
  const copy = () =>
    navigator.clipboard
      .writeText(lines.join('\n'))
      .then(() => notify.success('已复制'))
      .catch(() => notify.error('复制失败，请手动选择文本复制'))
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {lines.map((line) => (
          <div key={line} className={styles.code}>
            {line}
          </div>
        ))}
        关闭后将无法再次查看，请立即保存。
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" aria-label="关闭" icon={<Dismiss20Regular />} onClick={onClose} />
        }
      >
        <Button icon={<Copy20Regular />} onClick={() => void copy()}>
          复制
        </Button>
      </MessageBarActions>
    </MessageBar>
  )
}
