import {
  Body1,
  Caption1,
  Image,
  Link,
  makeStyles,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components'
import { RESUME_TEMPLATE, type ResumeContent, type ResumeField } from '@portico/contract'
import { fileNameOfPath, splitPaths } from '@portico/upload'
import { sectionRows } from './resumeRows'
import { openStoredFile, useStoredFileUrl } from './storedFile'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // One spacing at either heading level (h3 under a dialog's title, h2 under the page's h1).
  title: { marginBlock: '1em' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  wide: { gridColumn: '1 / -1' },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  photo: { width: '96px', height: '128px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
})

function Photo({ path, label }: { path: string; label: string }) {
  const styles = useStyles()
  const src = useStoredFileUrl(path)
  return src ? <Image className={styles.photo} src={src} alt={label} /> : <Spinner size="small" />
}

function Value({ field, value }: { field: ResumeField; value: string }) {
  if (!value) return <>—</>
  if (field.type === 'image') return <Photo path={value} label={field.label} />
  if (field.type === 'file')
    return (
      <>
        {splitPaths(value).map((path) => (
          <div key={path}>
            <Link as="button" onClick={() => void openStoredFile(path)}>
              {fileNameOfPath(path)}
            </Link>
          </div>
        ))}
      </>
    )
  return <>{value}</>
}

/** A résumé read-only, section by section (the interviewee's /resumeConfirm and the staff's viewer). */
export function ResumeView({
  content,
  template = RESUME_TEMPLATE,
  headingLevel = 3,
}: {
  content: ResumeContent
  template?: typeof RESUME_TEMPLATE
  /** Default 3 (under a dialog's title); 2 directly under the page's h1. */
  headingLevel?: 2 | 3
}) {
  const styles = useStyles()
  return (
    <div className={styles.root}>
      {template.map((section) => {
        const rows = sectionRows(content, section)
        return (
          <section key={section.key} className={styles.section} aria-label={section.title}>
            <Subtitle2 as={`h${headingLevel}`} className={styles.title}>
              {section.title}
            </Subtitle2>
            {rows.length === 0 ? (
              <Body1>未填写</Body1>
            ) : (
              rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
                <dl key={index} className={styles.row}>
                  {section.fields.map((field) => (
                    <div key={field.key} className={field.type === 'textarea' ? styles.wide : undefined}>
                      <dt>
                        <Caption1 className={styles.term}>{field.label}</Caption1>
                      </dt>
                      <dd className={styles.detail}>
                        <Value field={field} value={row[field.key] ?? ''} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ))
            )}
          </section>
        )
      })}
    </div>
  )
}
