import { badRequest } from '../../http/envelope'
import type { HeadRow } from './designs'
import type { FieldDesign } from './field-design'
import { propertyOf } from './names'
import { liveResource } from './resource'

/** The tag of the line that carries the design itself, as JSON, in an exported declaration. */
const MARK = '@portico-online-design '
/** The longest declaration an import reads. */
export const MAX_CODE_LENGTH = 500_000

/** A design as an export carries it and an import takes it back (what addAll takes). */
export interface PortableDesign {
  head: { tableName: string; tableTxt: string }
  fields: FieldDesign[]
}

/** JSON safe inside a block comment: `*\/` cannot end it (`\/` is JSON's own escape of `/`). */
const commentSafe = (json: string) => json.replaceAll('*/', '*\\/')

/** The file name and TypeScript of a design as a `defineResource` declaration, with the design embedded for import. */
export function designCode(
  head: HeadRow,
  fields: (FieldDesign & { id?: string })[],
): { fileName: string; code: string } {
  const name = `${propertyOf(head.tableName)}Resource`
  const {
    perms: _perms,
    actions: _actions,
    measureWord: _measure,
    ...declaration
  } = liveResource(head, fields)
  const portable: PortableDesign = {
    head: { tableName: head.tableName, tableTxt: head.tableTxt },
    fields: fields.map(({ id: _id, ...field }) => field),
  }
  const code = [
    '/**',
    ` * ${head.tableTxt.replaceAll('*/', '* /')} (${head.tableName}): exported from 在线表单 at version ${head.tableVersion}.`,
    ' * To make it code, move this file to packages/contract/src/resources/ and declare the table in the server schema;',
    ' * 在线表单 → 导入代码 reads the design back from the line below.',
    ` * ${MARK}${commentSafe(JSON.stringify(portable))}`,
    ' */',
    "import { defineResource } from '@portico/contract'",
    '',
    `export const ${name} = defineResource(${JSON.stringify(declaration, null, 2)})`,
    '',
  ].join('\n')
  return { fileName: `${name}.ts`, code }
}

/**
 * The design an exported declaration carries: the JSON of its `@portico-online-design` line, parsed as JSON (never
 * evaluated). Its names, kinds and values are checked as any design's are when it is stored.
 */
export function designFromCode(code: unknown): PortableDesign {
  if (typeof code !== 'string' || code.trim() === '') throw badRequest('请提供导出的表单代码')
  if (code.length > MAX_CODE_LENGTH) throw badRequest('代码过长')
  const line = code.split('\n').find((text) => text.includes(MARK))
  if (line === undefined) throw badRequest(`代码中没有表单设计（${MARK.trim()}），请使用在线表单导出的代码`)
  let design: unknown
  try {
    design = JSON.parse(line.slice(line.indexOf(MARK) + MARK.length).trim())
  } catch {
    throw badRequest('代码中的表单设计不是有效的JSON')
  }
  const { head, fields } = (design ?? {}) as Partial<PortableDesign>
  if (typeof head !== 'object' || head === null || !Array.isArray(fields))
    throw badRequest('代码中的表单设计缺少表信息或字段')
  return { head: { tableName: head.tableName, tableTxt: head.tableTxt }, fields }
}
