import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons'
import type { ResumeContent, ResumeSection } from '@portico/contract'
import { PortalCard } from '../layout/PortalCard'
import { ResumeFieldControl } from './ResumeFieldControl'
import { sectionRows, withRows, withValue } from './resumeRows'

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  boxed: {
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  wide: { gridColumn: '1 / -1' },
  remove: { gridColumn: '1 / -1', justifySelf: 'end' },
})

/** One section of the résumé form: a record, or rows that can be added and removed. */
export function ResumeSectionForm({
  section,
  content,
  onChange,
}: {
  section: ResumeSection
  content: ResumeContent
  onChange: (next: ResumeContent) => void
}) {
  const styles = useStyles()
  const rows = sectionRows(content, section)
  return (
    <PortalCard
      title={section.title}
      actions={
        section.multiple && (
          <Button icon={<Add20Regular />} onClick={() => onChange(withRows(content, section, [...rows, {}]))}>
            添加{section.title}
          </Button>
        )
      }
    >
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
        <div key={index} className={section.multiple ? `${styles.row} ${styles.boxed}` : styles.row}>
          {section.fields.map((field) => (
            <div
              key={field.key}
              className={field.type === 'textarea' || field.type === 'file' ? styles.wide : undefined}
            >
              <ResumeFieldControl
                field={field}
                value={row[field.key] ?? ''}
                onChange={(value) => onChange(withValue(content, section, index, field.key, value))}
              />
            </div>
          ))}
          {section.multiple && (
            <Button
              className={styles.remove}
              appearance="subtle"
              icon={<Delete20Regular />}
              onClick={() =>
                onChange(
                  withRows(
                    content,
                    section,
                    rows.filter((_, i) => i !== index),
                  ),
                )
              }
            >
              删除第{index + 1}条
            </Button>
          )}
        </div>
      ))}
      {section.multiple && rows.length === 0 && <span>尚未添加{section.title}</span>}
    </PortalCard>
  )
}
