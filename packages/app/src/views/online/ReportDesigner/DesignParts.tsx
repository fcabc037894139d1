import { Button, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components'
import { Add16Regular, Delete16Regular } from '@fluentui/react-icons'
import {
  REPORT_AGGREGATES,
  REPORT_BUCKETS,
  REPORT_CHART_TYPES,
  type ReportAggregate,
  type ReportBucket,
  type ReportChartType,
  type ReportDesign,
  type ReportSourceField,
} from '@portico/contract'
import type { ReactNode } from 'react'
import { AGGREGATE_TEXT, BUCKET_TEXT, CHART_TEXT, isDated, isNumeric, outputsOf } from './reportDesign'

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  control: { minWidth: '160px' },
})

export interface PartProps {
  design: ReportDesign
  fields: ReportSourceField[]
  onChange: (design: ReportDesign) => void
}

/** A labelled single choice; `none` adds an empty first option. */
function Choice({
  label,
  value,
  options,
  onSelect,
  none,
}: {
  label: string
  value: string | undefined
  options: { value: string; text: string }[]
  onSelect: (value: string) => void
  none?: string
}) {
  const styles = useStyles()
  const all = none !== undefined ? [{ value: '', text: none }, ...options] : options
  const selected = all.find((option) => option.value === (value ?? ''))
  return (
    <Field label={label}>
      <Dropdown
        className={styles.control}
        value={selected?.text ?? ''}
        selectedOptions={selected ? [selected.value] : []}
        onOptionSelect={(_, data) => onSelect(data.optionValue ?? '')}
      >
        {all.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.text}
          </Option>
        ))}
      </Dropdown>
    </Field>
  )
}

function Rows({ title, onAdd, children }: { title: string; onAdd: () => void; children: ReactNode }) {
  const styles = useStyles()
  return (
    <fieldset className={styles.section}>
      <legend>{title}</legend>
      {children}
      <div>
        <Button icon={<Add16Regular />} onClick={onAdd}>
          添加{title}
        </Button>
      </div>
    </fieldset>
  )
}

const fieldOptions = (fields: ReportSourceField[]) => fields.map((f) => ({ value: f.name, text: f.label }))
const without = <T,>(list: T[], index: number) => list.filter((_, i) => i !== index)
const replaced = <T,>(list: T[], index: number, item: T) => list.map((old, i) => (i === index ? item : old))

/** 明细列: the fields listed when the report neither groups nor aggregates. */
export function ColumnRows({ design, fields, onChange }: PartProps) {
  const styles = useStyles()
  return (
    <Rows
      title="明细列"
      onAdd={() => onChange({ ...design, columns: [...design.columns, fields[0]?.name ?? ''] })}
    >
      {design.columns.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the design's list
        <div className={styles.row} key={`${index}-${name}`}>
          <Choice
            label={`第${index + 1}列`}
            value={name}
            options={fieldOptions(fields)}
            onSelect={(value) => onChange({ ...design, columns: replaced(design.columns, index, value) })}
          />
          <Button
            icon={<Delete16Regular />}
            aria-label={`删除第${index + 1}列`}
            onClick={() => onChange({ ...design, columns: without(design.columns, index) })}
          />
        </div>
      ))}
    </Rows>
  )
}

/** 分组: a field, and for a date its day, month or year. */
export function GroupRows({ design, fields, onChange }: PartProps) {
  const styles = useStyles()
  return (
    <Rows
      title="分组"
      onAdd={() => onChange({ ...design, groupBy: [...design.groupBy, { field: fields[0]?.name ?? '' }] })}
    >
      {design.groupBy.map((group, index) => {
        const field = fields.find((f) => f.name === group.field)
        const set = (next: typeof group) =>
          onChange({ ...design, groupBy: replaced(design.groupBy, index, next) })
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the design's list
          <div className={styles.row} key={`${index}-${group.field}`}>
            <Choice
              label={`分组${index + 1}字段`}
              value={group.field}
              options={fieldOptions(fields)}
              onSelect={(value) => set({ field: value })}
            />
            {field && isDated(field) && (
              <Choice
                label="时间粒度"
                value={group.bucket}
                none="不分段"
                options={REPORT_BUCKETS.map((b) => ({ value: b, text: BUCKET_TEXT[b] }))}
                onSelect={(value) =>
                  set({ ...group, bucket: (value || undefined) as ReportBucket | undefined })
                }
              />
            )}
            <Button
              icon={<Delete16Regular />}
              aria-label={`删除分组${index + 1}`}
              onClick={() => onChange({ ...design, groupBy: without(design.groupBy, index) })}
            />
          </div>
        )
      })}
    </Rows>
  )
}

/** 统计: count rows, or sum / average / min / max a numeric field, with an optional title. */
export function MeasureRows({ design, fields, onChange }: PartProps) {
  const styles = useStyles()
  const numeric = fields.filter(isNumeric)
  return (
    <Rows title="统计" onAdd={() => onChange({ ...design, measures: [...design.measures, { fn: 'count' }] })}>
      {design.measures.map((measure, index) => {
        const set = (next: typeof measure) =>
          onChange({ ...design, measures: replaced(design.measures, index, next) })
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the design's list
          <div className={styles.row} key={`${index}-${measure.fn}-${measure.field ?? ''}`}>
            <Choice
              label={`统计${index + 1}方式`}
              value={measure.fn}
              options={REPORT_AGGREGATES.map((fn) => ({ value: fn, text: AGGREGATE_TEXT[fn] }))}
              onSelect={(value) => {
                const fn = value as ReportAggregate
                set(fn === 'count' ? { fn } : { fn, field: measure.field ?? numeric[0]?.name })
              }}
            />
            {measure.fn !== 'count' && (
              <Choice
                label="数值字段"
                value={measure.field}
                options={fieldOptions(numeric)}
                onSelect={(value) => set({ ...measure, field: value })}
              />
            )}
            <Field label="列标题">
              <Input
                value={measure.label ?? ''}
                maxLength={50}
                onChange={(_, data) => set({ ...measure, label: data.value || undefined })}
              />
            </Field>
            <Button
              icon={<Delete16Regular />}
              aria-label={`删除统计${index + 1}`}
              onClick={() => onChange({ ...design, measures: without(design.measures, index) })}
            />
          </div>
        )
      })}
    </Rows>
  )
}

/** 查询条件: the report's parameters, one value or a range. */
export function FilterRows({ design, fields, onChange }: PartProps) {
  const styles = useStyles()
  return (
    <Rows
      title="查询条件"
      onAdd={() =>
        onChange({
          ...design,
          filters: [...design.filters, { field: fields[0]?.name ?? '', mode: 'single' }],
        })
      }
    >
      {design.filters.map((filter, index) => {
        const set = (next: typeof filter) =>
          onChange({ ...design, filters: replaced(design.filters, index, next) })
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the design's list
          <div className={styles.row} key={`${index}-${filter.field}`}>
            <Choice
              label={`条件${index + 1}字段`}
              value={filter.field}
              options={fieldOptions(fields)}
              onSelect={(value) => set({ ...filter, field: value })}
            />
            <Choice
              label="查询方式"
              value={filter.mode}
              options={[
                { value: 'single', text: '单值' },
                { value: 'group', text: '范围' },
              ]}
              onSelect={(value) => set({ ...filter, mode: value === 'group' ? 'group' : 'single' })}
            />
            <Button
              icon={<Delete16Regular />}
              aria-label={`删除条件${index + 1}`}
              onClick={() => onChange({ ...design, filters: without(design.filters, index) })}
            />
          </div>
        )
      })}
    </Rows>
  )
}

/** 排序 and 图表: an output column to sort by; a chart of a measure per group. */
export function SortAndChart({ design, fields, onChange }: PartProps) {
  const styles = useStyles()
  const outputs = outputsOf(design, fields).map((o) => ({ value: o.key, text: o.title }))
  const groupKeys = new Set(design.groupBy.map((g) => (g.bucket ? `${g.field}_${g.bucket}` : g.field)))
  const groups = outputs.filter((o) => groupKeys.has(o.value))
  const measures = outputs.filter((o) => !groupKeys.has(o.value))
  const chart = design.chart
  return (
    <fieldset className={styles.section}>
      <legend>排序与图表</legend>
      <div className={styles.row}>
        <Choice
          label="排序列"
          value={design.sort?.key}
          none="默认"
          options={outputs}
          onSelect={(key) =>
            onChange({ ...design, sort: key ? { key, order: design.sort?.order ?? 'asc' } : undefined })
          }
        />
        {design.sort && (
          <Choice
            label="排序方向"
            value={design.sort.order}
            options={[
              { value: 'asc', text: '升序' },
              { value: 'desc', text: '降序' },
            ]}
            onSelect={(order) =>
              onChange({
                ...design,
                sort: { key: design.sort!.key, order: order === 'desc' ? 'desc' : 'asc' },
              })
            }
          />
        )}
      </div>
      <div className={styles.row}>
        <Choice
          label="图表"
          value={chart?.type}
          none="无图表"
          options={REPORT_CHART_TYPES.map((type) => ({ value: type, text: CHART_TEXT[type] }))}
          onSelect={(type) =>
            onChange({
              ...design,
              chart: type
                ? {
                    type: type as ReportChartType,
                    category: chart?.category ?? groups[0]?.value ?? '',
                    value: chart?.value ?? measures[0]?.value ?? '',
                    ...(type !== 'pie' && chart?.series ? { series: chart.series } : {}),
                  }
                : undefined,
            })
          }
        />
        {chart && (
          <>
            <Choice
              label="分类（分组列）"
              value={chart.category}
              options={groups}
              onSelect={(category) => onChange({ ...design, chart: { ...chart, category } })}
            />
            <Choice
              label="数值（统计列）"
              value={chart.value}
              options={measures}
              onSelect={(value) => onChange({ ...design, chart: { ...chart, value } })}
            />
            {chart.type !== 'pie' && (
              <Choice
                label="系列（可选）"
                value={chart.series}
                none="无"
                options={groups.filter((g) => g.value !== chart.category)}
                onSelect={(series) => {
                  const { series: _old, ...rest } = chart
                  onChange({ ...design, chart: series ? { ...rest, series } : rest })
                }}
              />
            )}
          </>
        )}
      </div>
    </fieldset>
  )
}
