import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components'
import type { CompanyProfile } from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'
import { FormFields } from '../../components/form/FormFields'
import type { FieldSpec } from '../../components/form/fieldSpec'
import { messageOf } from '../../components/form/messageOf'
import { useFormState } from '../../components/form/useFormState'
import { ADMIN } from './recruitAdminApi'

const fields: FieldSpec[] = [
  { name: 'name', label: '公司名称', kind: 'text', rules: [{ required: true, message: '请输入公司名称!' }] },
  { name: 'address', label: '地址', kind: 'text' },
  { name: 'phone', label: '电话', kind: 'text' },
  { name: 'email', label: '邮箱', kind: 'text' },
  { name: 'website', label: '网址', kind: 'text' },
  { name: 'introduction', label: '公司简介', kind: 'richtext' },
]

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
})

/** 公司介绍: the profile the portal's 公司介绍 page shows. */
export default function CompanyProfilePage() {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const form = useFormState()
  const { reset } = form
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    http
      .get<CompanyProfile>(`${ADMIN}/company`)
      .then((reply) => {
        if (!reply.success || !reply.result) throw reply
        reset({ ...reply.result })
        setLoaded(true)
      })
      .catch((failure) => setError(messageOf(failure, '公司介绍加载失败')))
  }, [http, reset])

  async function save() {
    if (!form.validate(fields)) return
    setSaving(true)
    setError(null)
    try {
      const reply = await http.put(`${ADMIN}/company`, form.values)
      if (!reply.success) return setError(reply.message)
      notify.success(reply.message)
    } catch (failure) {
      setError(messageOf(failure, '保存失败，请稍后再试'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className={styles.page}>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {loaded ? (
        <>
          <FormFields
            fields={fields}
            values={form.values}
            errors={form.errors}
            onChange={form.change}
            columns={2}
          />
          <div>
            <Button appearance="primary" disabled={saving} onClick={() => void save()}>
              保存
            </Button>
          </div>
        </>
      ) : (
        !error && <Spinner label="加载中…" />
      )}
    </div>
  )
}
