import type { CheckRuleStep } from '@portico/contract'

export interface CheckRuleSeed {
  code: string
  name: string
  description: string
  steps: CheckRuleStep[]
}

/** Coding rules of the logistics back office (checked by /sys/checkRule/checkByCode). */
export const CHECK_RULES: CheckRuleSeed[] = [
  {
    code: 'waybill_no',
    name: '国际运单号（UPU S10）',
    description: '两位大写字母业务代码 + 9 位数字 + 两位大写字母国家代码，如 EA123456789CN',
    steps: [
      { digits: '2', pattern: '^[A-Z]{2}$', message: '运单号前两位必须是大写字母' },
      { digits: '9', pattern: '^\\d{9}$', message: '运单号第3至11位必须是数字' },
      { digits: '2', pattern: '^[A-Z]{2}$', message: '运单号最后两位必须是大写字母国家代码' },
      { digits: '*', pattern: '^.{13}$', message: '运单号长度必须为13位' },
    ],
  },
  {
    code: 'hs_code',
    name: '海关商品编码（HS编码）',
    description: '中国海关 10 位商品编码，只能是数字',
    steps: [
      { digits: '*', pattern: '^\\d*$', message: '海关编码只能是数字' },
      { digits: '*', pattern: '^\\d{10}$', message: '海关编码必须是10位数字' },
    ],
  },
  {
    code: 'container_no',
    name: '集装箱箱号（ISO 6346）',
    description: '3 位箱主代码 + 设备识别码 U/J/Z + 7 位数字（含校验位），如 MSCU1234567',
    steps: [
      { digits: '3', pattern: '^[A-Z]{3}$', message: '箱号前三位为箱主代码（大写字母）' },
      { digits: '1', pattern: '^[UJZ]$', message: '箱号第四位为设备识别码（U、J或Z）' },
      { digits: '7', pattern: '^\\d{7}$', message: '箱号后七位必须是数字' },
      { digits: '*', pattern: '^.{11}$', message: '集装箱箱号长度必须为11位' },
    ],
  },
  {
    code: 'consignee_name',
    name: '收件人姓名',
    description: '中文姓名 2 至 20 个汉字（可含间隔号·）',
    steps: [{ digits: '*', pattern: '^[\\u4e00-\\u9fa5·]{2,20}$', message: '收件人姓名须为2至20个汉字' }],
  },
  {
    code: 'common',
    name: '通用编码',
    description: '字母开头，只含数字、字母、下划线，3 至 12 位（JeecgBoot 的示例规则）',
    steps: [
      { digits: '1', pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' },
      { digits: '*', pattern: '^[0-9|a-z|A-Z|_]{0,}$', message: '只能填写数字、大小写字母、下划线' },
      { digits: '*', pattern: '^.{3,}$', message: '最少输入3位数' },
      { digits: '*', pattern: '^.{3,12}$', message: '最多输入12位数' },
    ],
  },
]
