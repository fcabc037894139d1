import {
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { resumeProblems } from '@portico/contract'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { HiddenHeading } from '../../../components/HiddenHeading'
import { ResumeSectionForm } from './ResumeSectionForm'
import { type DraftStatus, useResumeDraft } from './useResumeDraft'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    borderRadius: tokens.borderRadiusLarge,
  },
  status: {
    marginRight: 'auto',
    // On a phone the note takes its own line and the two buttons share the next.
    '@media (max-width: 767.99px)': { flexBasis: '100%' },
  },
  failed: { color: tokens.colorPaletteRedForeground1 },
})

function statusText(status: DraftStatus): string {
  switch (status.kind) {
    case 'saving':
      return '草稿保存中…'
    case 'saved':
      return `草稿已保存 ${status.at.slice(11)}`
    case 'failed':
      return status.message
    default:
      return '填写内容会自动保存为草稿'
  }
}

/** 我的简历 (/resume): the form the template describes, saved as a draft while typing; 预览 goes to /resumeConfirm. */
export default function ResumePage() {
  const styles = useStyles()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const jobId = params.get('jobId')
  const draft = useResumeDraft()
  const [problems, setProblems] = useState<string[]>([])

  if (draft.loadError)
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{draft.loadError}</MessageBarBody>
      </MessageBar>
    )
  if (!draft.template || !draft.content) return <Spinner label="加载中…" />
  const { template, content } = draft

  async function preview() {
    const found = resumeProblems(content, template)
    setProblems(found)
    if (found.length > 0) return
    if (await draft.flush()) navigate(jobId ? `/resumeConfirm?jobId=${jobId}` : '/resumeConfirm')
  }

  return (
    <div className={styles.page}>
      {/* The page is its sections, each a card under its own heading; the page's title names the window. */}
      <HiddenHeading>我的简历</HiddenHeading>
      {template.map((section) => (
        <ResumeSectionForm key={section.key} section={section} content={content} onChange={draft.change} />
      ))}
      {problems.length > 0 && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>
            简历尚未填写完整：
            <ul>
              {problems.slice(0, 8).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.bar}>
        <Caption1
          className={mergeClasses(styles.status, draft.status.kind === 'failed' && styles.failed)}
          role="status"
        >
          {statusText(draft.status)}
        </Caption1>
        <Button onClick={() => void draft.flush()}>保存草稿</Button>
        <Button appearance="primary" onClick={() => void preview()}>
          {jobId ? '预览并投递' : '预览简历'}
        </Button>
      </div>
    </div>
  )
}
