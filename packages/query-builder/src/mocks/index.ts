import type { DictOption } from '@portico/contract'
import { delay, HttpResponse, http } from 'msw'

/** The dictionary endpoint the handlers answer, under any API base (JeecgBoot: `/jeecg-boot`). */
export const MOCK_DICT_ITEMS_URL = '*/sys/dict/getDictItems/:code'

/** A few JeecgBoot system dictionaries. */
export const MOCK_DICTS: Record<string, DictOption[]> = {
  sex: [
    { value: '1', text: '男', title: '男' },
    { value: '2', text: '女', title: '女' },
  ],
  user_status: [
    { value: '1', text: '正常', title: '正常' },
    { value: '2', text: '冻结', title: '冻结' },
  ],
  priority: [
    { value: 'L', text: '低', title: '低' },
    { value: 'M', text: '中', title: '中' },
    { value: 'H', text: '高', title: '高' },
  ],
}

export interface DictItemsHandlerOptions {
  dicts?: Record<string, DictOption[]>
  delayMs?: number
  url?: string
}

/**
 * `GET getDictItems/{code}`: the items of a known code, `[]` for an unknown one, with JeecgBoot 2.x's code 0
 * (jeecg-api §5).
 */
export function dictItemsHandler({
  dicts = MOCK_DICTS,
  delayMs = 50,
  url = MOCK_DICT_ITEMS_URL,
}: DictItemsHandlerOptions = {}) {
  return http.get(url, async ({ params }) => {
    await delay(delayMs)
    const items = dicts[String(params.code)] ?? []
    return HttpResponse.json({
      success: true,
      message: '操作成功！',
      code: 0,
      result: items,
      timestamp: Date.now(),
    })
  })
}

export const queryBuilderHandlers = [dictItemsHandler()]
