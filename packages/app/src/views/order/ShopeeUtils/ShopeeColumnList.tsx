import { makeStyles, tokens } from '@fluentui/react-components'
import { SHOPEE_ORDER_COLUMNS } from '@portico/contract'

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    margin: `${tokens.spacingVerticalXS} 0 0`,
    padding: 0,
    listStyle: 'none',
  },
  header: { color: tokens.colorNeutralForeground3 },
  required: { color: tokens.colorPaletteRedForeground1 },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
})

/** The columns the import reads: what each holds, then its header as it stands in Shopee's file. */
export function ShopeeColumnList() {
  const styles = useStyles()
  return (
    <>
      <div>订单表须含以下列（表头保持 Shopee 导出原样，标 * 的必填）：</div>
      <ul className={styles.list} aria-label="读取的列">
        {SHOPEE_ORDER_COLUMNS.map((column) => (
          <li key={column.field}>
            {column.required && (
              <span className={styles.required} aria-hidden="true">
                *
              </span>
            )}
            {column.label} <span className={styles.header}>{column.title}</span>
            {column.required && <span className={styles.srOnly}>（必填）</span>}
          </li>
        ))}
      </ul>
    </>
  )
}
