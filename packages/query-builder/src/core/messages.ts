import type { SuperQueryMatchType, SuperQueryRule } from '@portico/contract'

/** The advanced query's texts (spec §2, §5); JeecgBoot's where the spec names none. */
export const QUERY_MESSAGES = {
  title: '高级查询构造器',
  trigger: '高级查询',
  activeTooltip: '已有高级查询条件生效',
  clear: '清空',
  matchTypeLabel: '过滤条件匹配',
  savedPanel: '保存的查询',
  savedEmpty: '没有保存任何查询',
  noConditions: '没有任何查询条件',
  addCondition: '新增条件',
  removeCondition: '删除条件',
  field: '字段',
  rule: '规则',
  value: '值',
  fieldPlaceholder: '选择查询字段',
  valuePlaceholder: '请输入值',
  multipleValuesPlaceholder: '多个值用逗号分隔',
  selectPlaceholder: '请选择',
  reset: '重置',
  save: '保存查询条件',
  close: '关闭',
  search: '查询',
  emptyQuery: '不能查询空条件',
  emptySave: '空条件不能保存',
  emptySaveName: '保存名称不能为空',
  saveNameTitle: '请输入保存的名称',
  saveNameLabel: '名称',
  confirm: '确定',
  cancel: '取消',
  overwriteTitle: '名称已存在，是否覆盖？',
  deleteTitle: '确定要删除吗？',
  deleteSaved: (title: string) => `删除 ${title}`,
  saved: '保存成功',
  deleted: '删除成功',
  saveFailed: (reason: string) => `保存失败：${reason}`,
  deleteFailed: (reason: string) => `删除失败：${reason}`,
  loadFailed: (reason: string) => `读取保存的查询失败：${reason}`,
  rules: {
    eq: '等于',
    like: '包含',
    right_like: '以..开始',
    left_like: '以..结尾',
    in: '在...中',
    ne: '不等于',
    gt: '大于',
    ge: '大于等于',
    lt: '小于',
    le: '小于等于',
  } as Readonly<Record<SuperQueryRule, string>>,
  matchTypes: {
    and: 'AND（所有条件都要求匹配）',
    or: 'OR（条件中的任意一个匹配）',
  } as Readonly<Record<SuperQueryMatchType, string>>,
} as const

type Widened<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : T

/** Every text of the advanced query, to give it in another language (SuperQuery's `messages`). */
export type QueryMessages = {
  readonly [K in keyof typeof QUERY_MESSAGES]: Widened<(typeof QUERY_MESSAGES)[K]>
}
