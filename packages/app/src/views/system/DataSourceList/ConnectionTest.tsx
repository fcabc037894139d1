import { Button, Spinner } from '@fluentui/react-components'
import { PlugConnectedRegular } from '@fluentui/react-icons'
import { useHttp, useNotify } from '@portico/ui'
import { useCallback, useState } from 'react'

export const TEST_CONNECTION_URL = '/sys/dataSource/testConnection'

/** What 测试连接 sends: the form's (or row's) connection; without a typed password the server uses the stored one. */
export type ConnectionValues = Partial<
  Record<'id' | 'dbType' | 'dbUrl' | 'dbUsername' | 'dbPassword', unknown>
>

/** Tries a connection on the server; 连接成功 or the driver's refusal as a notification. */
export function useConnectionTest() {
  const http = useHttp()
  const notify = useNotify()
  const [testing, setTesting] = useState(false)
  const test = useCallback(
    async (values: ConnectionValues) => {
      setTesting(true)
      try {
        const reply = await http.post(TEST_CONNECTION_URL, {
          id: values.id || undefined,
          dbType: values.dbType,
          dbUrl: values.dbUrl,
          dbUsername: values.dbUsername,
          dbPassword: values.dbPassword || undefined,
        })
        if (reply.success) notify.success(reply.message || '连接成功')
        else notify.error(reply.message, '连接失败')
      } catch {
        notify.error('测试请求失败，请稍后再试', '连接失败')
      } finally {
        setTesting(false)
      }
    },
    [http, notify],
  )
  return { testing, test }
}

/** The 测试连接 button of the data-source form, trying what the form holds now. */
export function ConnectionTestButton({ values }: { values: ConnectionValues }) {
  const { testing, test } = useConnectionTest()
  return (
    <Button
      icon={testing ? <Spinner size="tiny" /> : <PlugConnectedRegular />}
      disabled={testing}
      onClick={() => void test(values)}
    >
      {testing ? '连接中…' : '测试连接'}
    </Button>
  )
}
