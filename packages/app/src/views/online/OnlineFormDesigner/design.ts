import type { OnlineFieldKind, OnlineFormField } from '@portico/contract'

/** A field being edited in the designer (what addAll / editAll take). */
export type DraftField = Omit<
  OnlineFormField,
  'id' | 'dbType' | 'fieldShowType' | 'dictTable' | 'dictText' | 'dbIsKey' | 'dbIsNull' | 'cgformHeadId'
>

/** Kinds with a length (text stored as varchar or text), and with decimals. */
export const hasLength = (kind: OnlineFieldKind) =>
  ['text', 'textarea', 'dict', 'category', 'user', 'depart', 'image', 'file', 'richText'].includes(kind)
export const hasDecimals = (kind: OnlineFieldKind) => kind === 'number'
/** Kinds that name a dictionary (a system dictionary's code, a category tree's root code), and that take a range. */
export const hasDictCode = (kind: OnlineFieldKind) => kind === 'dict' || kind === 'category'
export const hasRange = (kind: OnlineFieldKind) => kind === 'integer' || kind === 'number' || kind === 'money'

const DEFAULT_LENGTH: Partial<Record<OnlineFieldKind, number>> = {
  text: 100,
  textarea: 2000,
  dict: 50,
  category: 100,
  user: 100,
  depart: 100,
  image: 1000,
  file: 1000,
  richText: 20000,
}

export const newField = (orderNum: number): DraftField => ({
  dbFieldName: '',
  dbFieldTxt: '',
  fieldKind: 'text',
  dbLength: 100,
  dbPointLength: 0,
  dbDefaultVal: '',
  dictField: '',
  fieldMustInput: '0',
  fieldValidType: '',
  isUnique: 0,
  isShowList: 1,
  isShowForm: 1,
  isQuery: 0,
  queryMode: 'single',
  orderNum,
  fieldMin: '',
  fieldMax: '',
  indexType: '',
})

/** A field with another kind: the length and decimals that kind starts with. */
export const withKind = (field: DraftField, kind: OnlineFieldKind): DraftField => ({
  ...field,
  fieldKind: kind,
  dbLength: DEFAULT_LENGTH[kind] ?? 0,
  dbPointLength: hasDecimals(kind) ? 2 : 0,
  dictField: hasDictCode(kind) ? field.dictField : '',
  fieldMin: hasRange(kind) ? field.fieldMin : '',
  fieldMax: hasRange(kind) ? field.fieldMax : '',
  indexType: kind === 'textarea' || kind === 'richText' ? '' : field.indexType,
})

/** A stored field as the editor holds it. */
export const draftOf = ({
  id: _id,
  dbType: _db,
  fieldShowType: _show,
  ...field
}: OnlineFormField): DraftField => field

/** The first thing to fill in before saving (the server checks names, types and defaults fully). */
export function draftProblem(tableName: string, tableTxt: string, fields: DraftField[]): string | undefined {
  if (!tableName.trim()) return '请输入表名'
  if (!tableTxt.trim()) return '请输入表描述'
  if (fields.length === 0) return '请至少添加一个字段'
  const unnamed = fields.findIndex((field) => !field.dbFieldName.trim() || !field.dbFieldTxt.trim())
  if (unnamed >= 0) return `请填写第${unnamed + 1}个字段的字段名和备注`
  return undefined
}
