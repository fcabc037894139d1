import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components'
import type { DeclarationCheck } from '@portico/contract'

export interface CheckResultDialogProps {
  /** The declarations checked; null: closed. */
  checks: DeclarationCheck[] | null
  onClose: () => void
}

/** 三单对碰结果: each declaration, consistent or with every mismatch named. */
export function CheckResultDialog({ checks, onClose }: CheckResultDialogProps) {
  const failed = checks?.filter((c) => c.problems.length).length ?? 0
  return (
    <Dialog open={checks !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 680 }}>
        <DialogBody>
          <DialogTitle>三单对碰结果</DialogTitle>
          <DialogContent>
            <Text block weight="semibold" style={{ marginBottom: 8 }}>
              {failed === 0 ? '全部一致，可以申报' : `${failed} 份报关单未通过，修改支付单或运单后再申报`}
            </Text>
            <ul aria-label="三单对碰结果" style={{ paddingLeft: 0, listStyle: 'none', margin: 0 }}>
              {checks?.map((check) => (
                <li key={check.id} style={{ padding: '6px 0', borderTop: '1px solid #eee' }}>
                  <Text weight="semibold">{check.declarationNo}</Text>{' '}
                  {check.problems.length === 0 ? (
                    <Badge appearance="tint" color="success">
                      一致
                    </Badge>
                  ) : (
                    <ul style={{ margin: '4px 0 0 16px', color: '#a4262c' }}>
                      {check.problems.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              知道了
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
