import { defineResource } from '../resource/defineResource'

/** 编码校验规则: a code's rule as steps (`ruleJson`, see CheckRuleStep), tried by `/sys/checkRule/checkByCode`. */
export const checkRuleResource = defineResource({
  baseUrl: '/sys/checkRule',
  permission: 'system:checkRule',
  title: '编码校验规则',
  table: 'sys_check_rule',
  labelField: 'ruleName',
  fields: {
    ruleName: {
      label: '规则名称',
      kind: 'text',
      required: '请输入规则名称!',
      search: 'like',
      sortable: true,
      list: { width: 180 },
      excel: { width: 24 },
    },
    ruleCode: {
      label: '规则编码',
      kind: 'text',
      required: '请输入规则编码!',
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
    ruleJson: {
      label: '规则内容',
      kind: 'textarea',
      required: '请至少添加一条规则!',
      maxLength: 4000,
      list: false,
      form: { span: 2 },
      excel: { width: 60 },
    },
    ruleDescription: {
      label: '规则描述',
      kind: 'textarea',
      maxLength: 500,
      list: { width: 320, ellipsis: true },
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
