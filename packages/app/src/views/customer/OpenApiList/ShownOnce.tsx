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
import { useTexts } from '../../../i18n'

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
  const { t } = useTexts()
  const copy = () =>
    navigator.clipboard
      .writeText(lines.join('\n'))
      .then(() => notify.success(t('openApi.copied')))
      .catch(() => notify.error(t('openApi.copyFailed')))
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {lines.map((line) => (
          <div key={line} className={styles.code}>
            {line}
          </div>
        ))}
        {t('openApi.shownOnce')}
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label={t('list.close')}
            icon={<Dismiss20Regular />}
            onClick={onClose}
          />
        }
      >
        <Button icon={<Copy20Regular />} onClick={() => void copy()}>
          {t('openApi.copy')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  )
}
