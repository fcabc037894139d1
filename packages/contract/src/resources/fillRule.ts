import { defineResource } from '../resource/defineResource'

export const FILL_RULE_CLASS_DICT = 'fill_rule_class'

/** The generators a fill rule may name (JeecgBoot's class names, so rules exported from JeecgBoot still work). */
export const FillRuleClass = {
  /** prefix + date + separator + serial per period: RK20261125-001. */
  ORDER_NUMBER: 'org.jeecg.modules.system.rule.OrderNumberRule',
  /** The next 部门编码 under the department `pid` of the form: A01, A01A02… */
  ORG_CODE: 'org.jeecg.modules.system.rule.OrgCodeRule',
  /** The next 分类字典 code under the category `pid` of the form: A01, A01A02… */
  CATEGORY_CODE: 'org.jeecg.modules.system.rule.CategoryCodeRule',
} as const

/** `ruleParams` of an order-number rule; every key is optional. */
export interface OrderNumberParams {
  prefix?: string
  /** yyyyMMdd (default), yyMMdd, yyyyMM, yyyy or '' (one serial for ever); the serial restarts each period. */
  dateFormat?: string
  separator?: string
  /** Digits of the serial, zero-padded (default 3; a larger serial keeps counting). */
  digits?: number
}

/** 填值规则: a named generator of codes (`ruleClass`) with its parameters, run by `executeRuleByCode/{ruleCode}`. */
export const fillRuleResource = defineResource({
  baseUrl: '/sys/fillRule',
  permission: 'system:fillRule',
  title: '填值规则',
  table: 'sys_fill_rule',
  labelField: 'ruleName',
  fields: {
    ruleName: {
      label: '规则名称',
      kind: 'text',
      required: '规则名称不能为空',
      search: 'like',
      sortable: true,
      list: { width: 160 },
      excel: { width: 20 },
    },
    ruleCode: {
      label: '规则编码',
      kind: 'text',
      required: '规则编码不能为空',
      unique: true,
      rules: [
        {
          pattern: '^[A-Za-z][A-Za-z0-9_-]*$',
          message: '规则编码须以字母开头，只含字母、数字、下划线或横杠',
        },
      ],
      search: 'like',
      sortable: true,
      list: { width: 150 },
      form: { readOnlyOnEdit: true },
      excel: { width: 18 },
    },
    ruleClass: {
      label: '规则实现类',
      kind: 'dict',
      dictCode: FILL_RULE_CLASS_DICT,
      required: '规则实现类不能为空',
      maxLength: 100,
      search: 'eq',
      list: { width: 150 },
      excel: { width: 40 },
    },
    ruleParams: {
      label: '规则参数',
      kind: 'textarea',
      maxLength: 2000,
      list: { width: 280, ellipsis: true },
      form: { span: 2 },
      excel: { width: 40 },
    },
    createTime: {
      label: '创建时间',
      kind: 'datetime',
      system: true,
      sortable: true,
      list: { width: 160 },
      excel: false,
    },
  },
})
