import { fillRuleResource, type ResourceRecordOf } from '@portico/contract'
import { useMemo, useState } from 'react'
import type { FieldSpec } from '../../../components/form/fieldSpec'
import type { RowAction } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'
import { FillRuleTestDialog } from './FillRuleTestDialog'

type FillRule = ResourceRecordOf<typeof fillRuleResource>

/** JeecgBoot's check of 规则参数: empty, or a JSON object. */
function paramsError(value: string): string | undefined {
  try {
    const parsed = JSON.parse(value)
    if (Array.isArray(parsed)) return '只能传递JSON对象，不能传递JSON数组'
    return parsed && typeof parsed === 'object' ? undefined : '请输入JSON字符串'
  } catch {
    return '请输入JSON字符串'
  }
}

const fieldOverrides: Record<string, Partial<FieldSpec>> = {
  ruleParams: {
    placeholder:
      '单号规则的参数（JSON对象），如 {"prefix":"RK","dateFormat":"yyyyMMdd","separator":"-","digits":3}；部门编码、分类编码规则留空',
    rules: [{ validate: paramsError, message: '' }],
  },
}

/** 填值规则: the code generators forms call (入库批次号 RK20261125-001…), each tried with 功能测试. */
export default function FillRuleListPage() {
  const [testing, setTesting] = useState<FillRule | null>(null)
  const rowActions = useMemo<RowAction<FillRule>[]>(
    () => [{ key: 'test', permission: 'list', label: '功能测试', run: (row) => setTesting(row) }],
    [],
  )
  return (
    <>
      <ResourcePage<FillRule>
        resource={fillRuleResource}
        fieldOverrides={fieldOverrides}
        rowActions={rowActions}
        actionsWidth={220}
      />
      {testing && <FillRuleTestDialog rule={testing} onClose={() => setTesting(null)} />}
    </>
  )
}
