import type { OnlineFormHead } from '@portico/contract'
import { saveBlob } from '@portico/upload'
import { tokenHeaders, uploadHttp } from '../../../components/AppUploadProvider'
import { appConfig } from '../../../config'

/** 导出代码: saves the design as the `defineResource` declaration the server writes (`<table>Resource.ts`). */
export async function exportCode(head: OnlineFormHead): Promise<void> {
  const reply = await uploadHttp.get<Blob>(
    `${appConfig.apiBaseUrl}/online/cgform/head/exportCode/${head.id}`,
    {
      responseType: 'blob',
      headers: tokenHeaders(),
    },
  )
  const name = head.tableName.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
  saveBlob(reply.data, `${name}Resource.ts`)
}
