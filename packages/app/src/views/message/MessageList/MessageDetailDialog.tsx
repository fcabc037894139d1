import { makeStyles } from '@fluentui/react-components'
import { DetailDialog, DetailList, DetailListItem } from '@portico/ui'
import { type MessageRow, SendStatus } from './messageColumns'

const useStyles = makeStyles({ text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } })

/** One message: what was sent to whom, how, and the channel's answer. */
export function MessageDetailDialog({ row, onClose }: { row: MessageRow | null; onClose: () => void }) {
  const styles = useStyles()
  return (
    <DetailDialog open={row !== null} onClose={onClose} title="消息详情" width={800}>
      {row && (
        <DetailList col={2}>
          <DetailListItem term="消息标题">{row.esTitle}</DetailListItem>
          <DetailListItem term="发送方式">{row.esType_dictText}</DetailListItem>
          <DetailListItem term="接收人">{row.esReceiver}</DetailListItem>
          <DetailListItem term="模板编码">{row.templateCode}</DetailListItem>
          <DetailListItem term="发送状态">
            <SendStatus row={row} />
          </DetailListItem>
          <DetailListItem term="发送次数">{row.esSendNum}</DetailListItem>
          <DetailListItem term="发送时间">{row.esSendTime}</DetailListItem>
          <DetailListItem term="发送人">{row.createBy}</DetailListItem>
          <DetailListItem term="发送内容">
            <span className={styles.text}>{row.esContent}</span>
          </DetailListItem>
          <DetailListItem term="结果">
            <span className={styles.text}>{row.esResult}</span>
          </DetailListItem>
        </DetailList>
      )}
    </DetailDialog>
  )
}
