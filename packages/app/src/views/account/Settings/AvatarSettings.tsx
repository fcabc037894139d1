import { Avatar, makeStyles, tokens } from '@fluentui/react-components'
import type { SysUser } from '@portico/contract'
import { useNotify } from '@portico/ui'
import {
  IDLE_UPLOAD_ACTIVITY,
  ImageUpload,
  UploadActivityScope,
  type UploadValue,
  uploadBlockReason,
} from '@portico/upload'
import { useState } from 'react'
import { FormError, SubmitButton } from '../../../components/form/FormFeedback'
import { useSubmission } from '../../../components/form/useSubmission'
import { appConfig } from '../../../config'
import { useTexts } from '../../../i18n'
import type { AccountApi } from '../accountApi'

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, justifyItems: 'start' },
})

export const avatarUrl = (path: string | null | undefined) =>
  !path ? undefined : /^https?:/.test(path) ? path : `${appConfig.staticDomainUrl}/${path}`

/** 个人头像: one image through the upload package, then saved as the user's avatar. */
export function AvatarSettings({ user, api }: { user: SysUser | null; api: AccountApi }) {
  const styles = useStyles()
  const notify = useNotify()
  const { t } = useTexts()
  const [path, setPath] = useState(user?.avatar ?? '')
  const submission = useSubmission(t('settings.saveFailed'))
  // 保存头像 waits while the new picture is uploading (the uploader reports its path only once done).
  const [uploads, setUploads] = useState(IDLE_UPLOAD_ACTIVITY)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (uploadBlockReason(uploads)) return
    await submission.run(async () => {
      await api.editSelf({ avatar: path || null })
      notify.success(t('account.avatarSaved'))
    })
  }

  return (
    <form className={styles.root} onSubmit={save} aria-label={t('account.section.avatar')} noValidate>
      <Avatar size={96} name={user?.realname} image={{ src: avatarUrl(path), alt: '' }} aria-hidden />
      <FormError message={submission.error} />
      <UploadActivityScope onChange={setUploads}>
        <ImageUpload
          aria-label={t('account.avatarUpload')}
          biz="avatar"
          maxCount={1}
          defaultValue={user?.avatar ?? ''}
          onChange={(value: UploadValue) => setPath(typeof value === 'string' ? value : '')}
        />
      </UploadActivityScope>
      <SubmitButton busy={submission.busy} uploads={uploads}>
        {t('account.saveAvatar')}
      </SubmitButton>
    </form>
  )
}
