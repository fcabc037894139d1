import {
  Button,
  Checkbox,
  Dropdown,
  Input,
  makeStyles,
  Option,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { ONLINE_FIELD_KIND_TEXT, ONLINE_FIELD_KINDS, type OnlineFieldKind } from '@portico/contract'
import { type DraftField, hasDecimals, hasDictCode, hasLength, hasRange, newField, withKind } from './design'

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, overflowX: 'auto' },
  table: { tableLayout: 'fixed', minWidth: '1300px' },
  // Each control fills its column (the header cells give the widths).
  fill: { width: '100%', minWidth: 0 },
  wide: { width: '110px' },
  narrow: { width: '64px' },
  flag: { width: '40px' },
})

const FLAGS = [
  ['fieldMustInput', '必填'],
  ['isUnique', '唯一'],
  ['isShowList', '列表'],
  ['isQuery', '查询'],
  ['isShowForm', '表单'],
] as const

const INDEX_TEXT = { '': '无', normal: '普通', unique: '唯一' } as const
type IndexChoice = keyof typeof INDEX_TEXT

const isOn = (field: DraftField, key: (typeof FLAGS)[number][0]) => String(field[key]) === '1'

/** The designer's field list: one row per field with its name, label, kind, length, dictionary and flags. */
export function FieldRows({
  fields,
  onChange,
}: {
  fields: DraftField[]
  onChange: (fields: DraftField[]) => void
}) {
  const styles = useStyles()
  const update = (index: number, change: Partial<DraftField>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...change } : field)))
  const setFlag = (index: number, key: (typeof FLAGS)[number][0], on: boolean) =>
    update(index, key === 'fieldMustInput' ? { fieldMustInput: on ? '1' : '0' } : { [key]: on ? 1 : 0 })
  return (
    <div className={styles.root}>
      <Table size="small" aria-label="字段" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.wide}>字段名</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>备注</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>类型</TableHeaderCell>
            <TableHeaderCell className={styles.narrow}>长度</TableHeaderCell>
            <TableHeaderCell className={styles.narrow}>小数位</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>字典编码</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>默认值</TableHeaderCell>
            <TableHeaderCell className={styles.narrow}>最小值</TableHeaderCell>
            <TableHeaderCell className={styles.narrow}>最大值</TableHeaderCell>
            <TableHeaderCell className={styles.narrow}>索引</TableHeaderCell>
            {FLAGS.map(([key, label]) => (
              <TableHeaderCell key={key} className={styles.flag}>
                {label}
              </TableHeaderCell>
            ))}
            <TableHeaderCell className={styles.narrow}>操作</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {fields.map((field, index) => {
            const row = field.dbFieldName || `第${index + 1}个字段`
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a new row has no name yet
              <TableRow key={index}>
                <TableCell>
                  <Input
                    className={styles.fill}
                    aria-label={`${row} 字段名`}
                    value={field.dbFieldName}
                    maxLength={30}
                    onChange={(_, data) => update(index, { dbFieldName: data.value.trim() })}
                  />
                </TableCell>
                <TableCell>
                  <Input
                    className={styles.fill}
                    aria-label={`${row} 备注`}
                    value={field.dbFieldTxt}
                    maxLength={100}
                    onChange={(_, data) => update(index, { dbFieldTxt: data.value })}
                  />
                </TableCell>
                <TableCell>
                  <Dropdown
                    className={styles.fill}
                    aria-label={`${row} 类型`}
                    value={ONLINE_FIELD_KIND_TEXT[field.fieldKind]}
                    selectedOptions={[field.fieldKind]}
                    onOptionSelect={(_, data) =>
                      onChange(
                        fields.map((f, at) =>
                          at === index ? withKind(f, data.optionValue as OnlineFieldKind) : f,
                        ),
                      )
                    }
                  >
                    {ONLINE_FIELD_KINDS.map((kind) => (
                      <Option key={kind} value={kind}>
                        {ONLINE_FIELD_KIND_TEXT[kind]}
                      </Option>
                    ))}
                  </Dropdown>
                </TableCell>
                <TableCell>
                  <Input
                    className={styles.fill}
                    type="number"
                    aria-label={`${row} 长度`}
                    disabled={!hasLength(field.fieldKind)}
                    value={hasLength(field.fieldKind) ? String(field.dbLength) : ''}
                    onChange={(_, data) => update(index, { dbLength: Number(data.value) })}
                  />
                </TableCell>
                <TableCell>
                  <Input
                    className={styles.fill}
                    type="number"
                    aria-label={`${row} 小数位`}
                    disabled={!hasDecimals(field.fieldKind)}
                    value={hasDecimals(field.fieldKind) ? String(field.dbPointLength) : ''}
                    onChange={(_, data) => update(index, { dbPointLength: Number(data.value) })}
                  />
                </TableCell>
                <TableCell>
                  <Input
                    className={styles.fill}
                    aria-label={`${row} 字典编码`}
                    disabled={!hasDictCode(field.fieldKind)}
                    value={field.dictField}
                    maxLength={100}
                    onChange={(_, data) => update(index, { dictField: data.value.trim() })}
                  />
                </TableCell>
                <TableCell>
                  <Input
                    className={styles.fill}
                    aria-label={`${row} 默认值`}
                    value={field.dbDefaultVal}
                    maxLength={200}
                    onChange={(_, data) => update(index, { dbDefaultVal: data.value })}
                  />
                </TableCell>
                {(['fieldMin', 'fieldMax'] as const).map((key) => (
                  <TableCell key={key}>
                    <Input
                      className={styles.fill}
                      aria-label={`${row} ${key === 'fieldMin' ? '最小值' : '最大值'}`}
                      disabled={!hasRange(field.fieldKind)}
                      value={field[key] ?? ''}
                      maxLength={30}
                      onChange={(_, data) => update(index, { [key]: data.value.trim() })}
                    />
                  </TableCell>
                ))}
                <TableCell>
                  <Dropdown
                    className={styles.fill}
                    aria-label={`${row} 索引`}
                    value={INDEX_TEXT[(field.indexType ?? '') as IndexChoice]}
                    selectedOptions={[field.indexType ?? '']}
                    onOptionSelect={(_, data) =>
                      update(index, { indexType: data.optionValue as DraftField['indexType'] })
                    }
                  >
                    {Object.entries(INDEX_TEXT).map(([value, text]) => (
                      <Option key={value} value={value}>
                        {text}
                      </Option>
                    ))}
                  </Dropdown>
                </TableCell>
                {FLAGS.map(([key, label]) => (
                  <TableCell key={key}>
                    <Checkbox
                      aria-label={`${row} ${label}`}
                      checked={isOn(field, key)}
                      onChange={(_, data) => setFlag(index, key, data.checked === true)}
                    />
                  </TableCell>
                ))}
                <TableCell>
                  <Button
                    size="small"
                    appearance="transparent"
                    aria-label={`删除 ${row}`}
                    onClick={() => onChange(fields.filter((_, at) => at !== index))}
                  >
                    删除
                  </Button>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
      <div>
        <Button onClick={() => onChange([...fields, newField(fields.length)])}>添加字段</Button>
      </div>
    </div>
  )
}
