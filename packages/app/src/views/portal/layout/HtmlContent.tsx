import { makeStyles, tokens } from '@fluentui/react-components'

const useStyles = makeStyles({
  html: {
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: 'anywhere',
    '& img': { maxWidth: '100%', height: 'auto' },
    '& p': { margin: `0 0 ${tokens.spacingVerticalS}` },
  },
})

/** HTML the server sanitised when it was saved (company introduction, job requirements, notices). */
export function HtmlContent({ html }: { html: string | null | undefined }) {
  const styles = useStyles()
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: html ?? '' }} />
}
