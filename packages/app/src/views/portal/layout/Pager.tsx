import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
})

/** 上一页 / 下一页 with the spec §9 total label 'a-b 共N条'. */
export function Pager({
  pageNo,
  pageSize,
  total,
  onPage,
}: {
  pageNo: number
  pageSize: number
  total: number
  onPage: (pageNo: number) => void
}) {
  const styles = useStyles()
  if (total <= 0) return null
  const from = (pageNo - 1) * pageSize + 1
  const to = Math.min(total, pageNo * pageSize)
  return (
    <nav className={styles.root} aria-label="分页">
      <Caption1>
        {from}-{to} 共{total}条
      </Caption1>
      <Button size="small" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        上一页
      </Button>
      <Button size="small" disabled={to >= total} onClick={() => onPage(pageNo + 1)}>
        下一页
      </Button>
    </nav>
  )
}
