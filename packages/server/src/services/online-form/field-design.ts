import {
  checkFieldValue,
  type DictOption,
  fieldText,
  ONLINE_INDEX_TYPES,
  type OnlineIndexType,
  patternCodes,
  type ResourceField,
  type ResourceRule,
} from '@portico/contract'
import { HttpError } from '../../http/envelope'
import { storable } from '../query/coerce'
import { isOnlineKind, KIND_SPECS, kindOfJeecgField, type OnlineKind } from './kinds'
import { fieldNameProblem, propertyOf } from './names'

/** One field of a design, checked: what onl_cgform_field stores and the synchronised snapshot keeps. */
export interface FieldDesign {
  dbFieldName: string
  dbFieldTxt: string
  fieldKind: OnlineKind
  /** Text kinds: the longest value; others null. */
  dbLength: number | null
  /** Decimal kinds: the decimals; others null. */
  dbPointLength: number | null
  dbDefaultVal: string | null
  /** A system dictionary's code (dict kind only). */
  dictField: string | null
  fieldMustInput: boolean
  /** A §5 pattern code. */
  fieldValidType: string | null
  isUnique: boolean
  isShowList: boolean
  isShowForm: boolean
  isQuery: boolean
  queryMode: 'single' | 'group'
  orderNum: number
  /** Number kinds: the range a value must lie in (decimal text; null: unbounded). */
  fieldMin?: string | null
  fieldMax?: string | null
  /** A database index on the column (unique ones with tenant_id); null: none. */
  indexType?: OnlineIndexType | null
  /** A sub-table's foreign key: the main design's table (its `id`); null on other fields. */
  mainTable?: string | null
  mainField?: string | null
}

/** What a design's fields may refer to: the system dictionaries, the sys_category codes. */
export interface DesignLookups {
  dicts: SystemDicts
  categories: ReadonlySet<string>
}

const RANGE_KINDS = new Set<OnlineKind>(['integer', 'number', 'money'])

export const MAX_FIELDS = 100

/** The system dictionaries by code, with their options. */
export type SystemDicts = Record<string, DictOption[]>

/** A 400 naming the first problem, with every field's problems in `result.errors`. */
export const designError = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors ? { errors } : undefined)

/** JeecgBoot sends flags as 1/0, '1'/'0', 'Y'/'N' or booleans. */
const flag = (value: unknown, fallback: boolean): boolean => {
  if (value === undefined || value === null || value === '') return fallback
  return value === true || value === 1 || value === '1' || value === 'Y' || value === 'true'
}

function wholeNumber(value: unknown, label: string, min: number, max: number): number | undefined {
  const text = fieldText(value)
  if (text === '') return undefined
  if (!/^\d{1,7}$/.test(text) || Number(text) < min || Number(text) > max)
    throw designError(`${label}须为${min}到${max}之间的整数`)
  return Number(text)
}

function shortText(value: unknown, label: string, max: number, required: boolean): string | null {
  const text = fieldText(value)
  if (text === '') {
    if (required) throw designError(`请输入${label}`)
    return null
  }
  if (text.length > max) throw designError(`${label}最多${max}个字符`)
  if (!storable(text)) throw designError(`${label}含有不允许的字符`)
  return text
}

/** The declared-resource field of a design's field: its checks are what the live API applies. */
export function resourceFieldOf(field: FieldDesign): ResourceField {
  const spec = KIND_SPECS[field.fieldKind]
  const rules: ResourceRule[] = []
  if (field.fieldValidType)
    rules.push({ pattern: field.fieldValidType, message: `${field.dbFieldTxt}格式不正确` })
  if (field.fieldKind === 'integer')
    rules.push({ min: -2147483648, max: 2147483647, message: `${field.dbFieldTxt}超出整数范围` })
  const min = field.fieldMin ?? null
  const max = field.fieldMax ?? null
  if (min !== null || max !== null)
    rules.push({
      ...(min !== null ? { min: Number(min) } : {}),
      ...(max !== null ? { max: Number(max) } : {}),
      message: rangeMessage(field.dbFieldTxt, min, max),
    })
  if (field.fieldKind === 'number') {
    // numeric(18, scale): at most 18 - scale digits before the point and `scale` after it (our numbers, not a user's).
    const scale = field.dbPointLength ?? 0
    const fraction = scale > 0 ? `(\\.\\d{1,${scale}})?` : ''
    rules.push({
      pattern: `^-?\\d{1,${18 - scale}}${fraction}$`,
      message: `${field.dbFieldTxt}最多${18 - scale}位整数${scale > 0 ? `、${scale}位小数` : ''}`,
    })
  }
  return {
    label: field.dbFieldTxt,
    kind: field.fieldKind === 'category' ? 'treeDict' : field.fieldKind,
    ...(field.dictField ? { dictCode: field.dictField } : {}),
    required: field.fieldMustInput,
    rules,
    ...(spec.length && field.dbLength ? { maxLength: field.dbLength } : {}),
    unique: field.isUnique,
    ...(field.isQuery
      ? {
          search:
            field.queryMode === 'group'
              ? 'range'
              : field.fieldKind === 'dict' || field.fieldKind === 'category'
                ? 'eq'
                : 'like',
        }
      : {}),
    sortable: true,
    list: field.isShowList ? {} : false,
    // A sub-table's foreign key is written by the server from the main row, never on a form.
    form: field.isShowForm && !field.mainTable ? {} : false,
    ...(field.dbDefaultVal !== null ? { default: field.dbDefaultVal } : {}),
    ...(field.fieldKind === 'image' || field.fieldKind === 'file' ? { upload: { biz: 'online' } } : {}),
  }
}

const rangeMessage = (label: string, min: string | null, max: string | null) =>
  min !== null && max !== null
    ? `${label}须在${min}到${max}之间`
    : min !== null
      ? `${label}不能小于${min}`
      : `${label}不能大于${max}`

/** A bound of a number field's range: a decimal the field itself could hold; null when not sent. */
function rangeBound(value: unknown, name: string, label: string, kind: OnlineKind): string | null {
  const text = fieldText(value)
  if (text === '') return null
  if (!RANGE_KINDS.has(kind)) throw designError(`字段${name}不是数字类型，不能设置${label}`)
  const pattern = kind === 'integer' ? /^-?\d{1,10}$/ : /^-?\d{1,16}(\.\d{1,6})?$/
  if (!pattern.test(text)) throw designError(`字段${name}的${label}须为数字`)
  return text
}

/**
 * One field as a client sends it (JeecgBoot's names; `fieldKind`, else the kind its fieldShowType and dbType mean)
 * → a checked FieldDesign. `dicts` are the system dictionaries with their options.
 */
export function parseField(raw: unknown, index: number, lookups: DesignLookups): FieldDesign {
  const { dicts } = lookups
  if (typeof raw !== 'object' || raw === null) throw designError(`第${index + 1}个字段无效`)
  const input = raw as Record<string, unknown>
  const nameProblem = fieldNameProblem(input.dbFieldName)
  if (nameProblem) throw designError(nameProblem)
  const name = input.dbFieldName as string
  const label = shortText(input.dbFieldTxt, `字段${name}的备注`, 100, true)!
  const kind = input.fieldKind ?? kindOfJeecgField(input.fieldShowType, input.dbType)
  if (!isOnlineKind(kind)) throw designError(`字段${name}的类型不受支持`)
  const spec = KIND_SPECS[kind]
  const dbLength = spec.length
    ? (wholeNumber(input.dbLength, `字段${name}的长度`, 1, spec.length.max) ?? spec.length.default)
    : null
  let dbPointLength: number | null = null
  if (spec.scale) {
    const sent = spec.scale.fixed
      ? undefined
      : wholeNumber(input.dbPointLength, `字段${name}的小数位`, 0, spec.scale.max)
    dbPointLength = sent ?? spec.scale.default
  }
  let dictField: string | null = null
  if (kind === 'dict') {
    dictField = fieldText(input.dictField)
    // Only system dictionaries: a table dictionary (`table,text,code`) would read another table.
    if (!Object.hasOwn(dicts, dictField)) throw designError(`字段${name}的字典「${dictField}」不存在`)
  }
  if (kind === 'category') {
    dictField = fieldText(input.dictField)
    if (!lookups.categories.has(dictField)) throw designError(`字段${name}的分类字典「${dictField}」不存在`)
  }
  const fieldMin = rangeBound(input.fieldMin, name, '最小值', kind)
  const fieldMax = rangeBound(input.fieldMax, name, '最大值', kind)
  if (fieldMin !== null && fieldMax !== null && Number(fieldMin) > Number(fieldMax))
    throw designError(`字段${name}的最小值不能大于最大值`)
  const indexText = fieldText(input.indexType)
  if (indexText !== '' && !(ONLINE_INDEX_TYPES as readonly string[]).includes(indexText))
    throw designError(`字段${name}的索引类型无效`)
  let indexType = indexText === '' ? null : (indexText as OnlineIndexType)
  const mainTable = fieldText(input.mainTable)
  if (mainTable !== '') {
    // The main design is checked when the design is stored (it must be the tenant's); here the shape only.
    if (kind !== 'text') throw designError(`字段${name}是外键，类型须为文本`)
    if (fieldText(input.mainField || 'id') !== 'id') throw designError(`字段${name}只能关联主表的id`)
    indexType ??= 'normal'
  }
  if (indexType && (kind === 'textarea' || kind === 'richText'))
    throw designError(`字段${name}是长文本，不能建立索引`)
  const validType = fieldText(input.fieldValidType)
  let fieldValidType: string | null = null
  if (validType !== '' && validType !== 'only') {
    // Pattern codes only: a user's regular expression could take the server's time on every request (ReDoS).
    if (!Object.hasOwn(patternCodes, validType))
      throw designError(`字段${name}的校验规则「${validType}」不受支持`)
    fieldValidType = validType
  }
  const queryMode = fieldText(input.queryMode) || 'single'
  if (queryMode !== 'single' && queryMode !== 'group') throw designError(`字段${name}的查询模式无效`)
  const field: FieldDesign = {
    dbFieldName: name,
    dbFieldTxt: label,
    fieldKind: kind,
    dbLength,
    dbPointLength,
    dbDefaultVal: shortText(input.dbDefaultVal ?? input.fieldDefaultValue, `字段${name}的默认值`, 200, false),
    dictField,
    fieldMustInput: flag(input.fieldMustInput, false),
    fieldValidType,
    isUnique: flag(input.isUnique, false) || validType === 'only',
    isShowList: flag(input.isShowList, true),
    isShowForm: flag(input.isShowForm, true),
    isQuery: flag(input.isQuery, false),
    queryMode,
    orderNum: wholeNumber(input.orderNum, `字段${name}的排序`, 0, 9999) ?? index,
    fieldMin,
    fieldMax,
    indexType,
    mainTable: mainTable || null,
    mainField: mainTable ? 'id' : null,
  }
  checkDefault(field, dicts)
  return field
}

/** A default is a value of the field: checked like one (format, length, pattern), never SQL. */
function checkDefault(field: FieldDesign, dicts: SystemDicts) {
  const value = field.dbDefaultVal
  if (value === null) return
  const kind = field.fieldKind
  if (
    kind === 'user' ||
    kind === 'depart' ||
    kind === 'category' ||
    kind === 'image' ||
    kind === 'file' ||
    kind === 'richText'
  )
    throw designError(`字段${field.dbFieldName}不能设置默认值`)
  const problem = checkFieldValue({ ...resourceFieldOf(field), required: false }, value)
  if (problem) throw designError(`字段${field.dbFieldName}的默认值无效：${problem}`)
  if (kind === 'dict' && !dicts[field.dictField!].some((option) => option.value === value))
    throw designError(`字段${field.dbFieldName}的默认值不是字典「${field.dictField}」的选项`)
}

/** Every field checked, names unique (also as the API's property names), at least one and at most MAX_FIELDS. */
export function parseFields(raw: unknown, lookups: DesignLookups): FieldDesign[] {
  if (!Array.isArray(raw) || raw.length === 0) throw designError('请至少添加一个字段')
  if (raw.length > MAX_FIELDS) throw designError(`字段最多${MAX_FIELDS}个`)
  const fields = raw.map((field, index) => parseField(field, index, lookups))
  if (fields.filter((field) => field.mainTable).length > 1) throw designError('子表只能有一个外键字段')
  const seen = new Map<string, string>()
  for (const field of fields) {
    const property = propertyOf(field.dbFieldName)
    const other = seen.get(property)
    if (other !== undefined) throw designError(`字段名${field.dbFieldName}与${other}重复`)
    seen.set(property, field.dbFieldName)
  }
  return fields.sort((a, b) => a.orderNum - b.orderNum)
}
