/** One step of a coding rule: `digits` `'*'` tests the whole value, a number consumes that many characters. */
export interface CheckRuleStep {
  digits: string
  /** A regular expression the (part of the) value must match entirely. */
  pattern: string
  message: string
}

/** A coding rule (`sys_check_rule`); `ruleJson` is a JSON array of CheckRuleStep. */
export interface SysCheckRule {
  id: string
  ruleName: string
  ruleCode: string
  ruleJson: string
  ruleDescription?: string | null
}

/** `result` of a failed `GET /sys/checkRule/checkByCode`: the step that failed and the part of the value it tested. */
export interface CheckRuleFailure extends CheckRuleStep {
  beginIndex?: number
  endIndex?: number
  checkValue: string
  passed: false
}

export const CHECK_RULE_UNKNOWN_CODE = '该编码不存在'
