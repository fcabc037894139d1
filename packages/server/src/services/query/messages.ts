import { badRequest, type HttpError } from '../../http/envelope'

/** How a caller's text appears inside a message: quoted and cut short. */
export function shown(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)
}

/** 400 with the Chinese message the UI shows and the English one beside it, both naming the field. */
const invalid = (zh: string, en: string): HttpError => badRequest(`${zh}（${en}）`)

export const queryErrors = {
  unknownField: (name: string) =>
    invalid(`查询字段 ${shown(name)} 不存在`, `unknown query field ${shown(name)}`),
  unknownSortColumn: (name: string) =>
    invalid(`排序字段 ${shown(name)} 不存在`, `unknown sort column ${shown(name)}`),
  unknownRule: (rule: string) =>
    invalid(`不支持的查询规则 ${shown(rule)}`, `unsupported query rule ${shown(rule)}`),
  notInteger: (name: string, raw: string) =>
    invalid(`查询字段 ${name} 的值 ${shown(raw)} 不是整数`, `${name} must be an integer`),
  outOfRange: (name: string, raw: string) =>
    invalid(`查询字段 ${name} 的值 ${shown(raw)} 超出范围`, `${name} is out of range`),
  notNumber: (name: string, raw: string) =>
    invalid(`查询字段 ${name} 的值 ${shown(raw)} 不是数字`, `${name} must be a number`),
  notDate: (name: string, raw: string) =>
    invalid(
      `查询字段 ${name} 的日期 ${shown(raw)} 格式不正确，应为 yyyy-MM-dd`,
      `${name} must be a date yyyy-MM-dd`,
    ),
  notDateTime: (name: string, raw: string) =>
    invalid(
      `查询字段 ${name} 的时间 ${shown(raw)} 格式不正确，应为 yyyy-MM-dd HH:mm:ss`,
      `${name} must be a date-time yyyy-MM-dd HH:mm:ss`,
    ),
  noLike: (name: string, rule: string) =>
    invalid(`查询字段 ${name} 不支持模糊查询`, `${name} does not support the ${rule} rule`),
  badCharacter: (name: string) =>
    invalid(`查询字段 ${name} 的值含有不允许的字符`, `${name} contains a character that is not allowed`),
  badJson: () =>
    invalid('高级查询参数 superQueryParams 不是合法的JSON', 'superQueryParams is not valid JSON'),
  notConditionList: () =>
    invalid(
      '高级查询参数 superQueryParams 必须是条件数组',
      'superQueryParams must be a JSON array of conditions',
    ),
  badCondition: (index: number) =>
    invalid(
      `高级查询第 ${index + 1} 个条件格式不正确`,
      `condition ${index + 1} must be an object {field, rule, val}; val a list only for in`,
    ),
  tooManyConditions: (max: number) =>
    invalid(`高级查询条件不能超过 ${max} 个`, `at most ${max} conditions are allowed`),
  badMatchType: (value: string) =>
    invalid(
      `高级查询匹配方式 ${shown(value)} 不正确，只能是 and 或 or`,
      'superQueryMatchType must be and or or',
    ),
}
