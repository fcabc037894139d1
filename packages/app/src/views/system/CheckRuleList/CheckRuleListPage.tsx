import { checkRuleResource, type ResourceRecordOf } from '@portico/contract'
import { useMemo, useState } from 'react'
import type { FieldSpec } from '../../../components/form/fieldSpec'
import type { RowAction } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'
import { CheckRuleTestDialog } from './CheckRuleTestDialog'
import { RuleStepsEditor } from './RuleStepsEditor'
import { stepsError } from './ruleSteps'

type CheckRule = ResourceRecordOf<typeof checkRuleResource>

const fieldOverrides: Record<string, Partial<FieldSpec>> = {
  ruleJson: {
    kind: 'custom',
    render: (control) => <RuleStepsEditor {...control} />,
    rules: [
      { required: true, message: '请至少添加一条规则!' },
      { validate: stepsError, message: '' },
    ],
  },
}

/** 编码校验规则: rules a code must follow, edited step by step and tried live on a sample value (测试). */
export default function CheckRuleListPage() {
  const [testing, setTesting] = useState<CheckRule | null>(null)
  const rowActions = useMemo<RowAction<CheckRule>[]>(
    () => [{ key: 'test', permission: 'list', label: '测试', run: (row) => setTesting(row) }],
    [],
  )
  return (
    <>
      <ResourcePage<CheckRule>
        resource={checkRuleResource}
        fieldOverrides={fieldOverrides}
        rowActions={rowActions}
        emptyText="暂无编码校验规则"
      />
      <CheckRuleTestDialog rule={testing} onClose={() => setTesting(null)} />
    </>
  )
}
