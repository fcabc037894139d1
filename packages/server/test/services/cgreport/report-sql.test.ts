// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${name} is the report SQL placeholder syntax under test
import { describe, expect, it } from 'vitest'
import { parseReportSql, REPORT_SQL_ERRORS } from '../../../src/services/cgreport/sql-template'

const parts = (source: string) => {
  const parsed = parseReportSql(source)
  if (!parsed.ok) throw new Error(parsed.reason)
  return parsed.parts.map((p) => ('sql' in p ? p.sql : `<${p.param}>`)).join('')
}

describe('report SQL parameters', () => {
  it('turns :name and ${name} into parameter slots', () => {
    expect(parts('select * from t where a = :a and b = ${b} and c=:a')).toBe(
      'select * from t where a = <a> and b = <b> and c=<a>',
    )
    expect(parseReportSql('select :a, ${b}, :a').ok && parseReportSql('select :a, ${b}, :a')).toMatchObject({
      params: ['a', 'b'],
    })
  })

  it('binds a quoted ${name} as a value, inside a literal by concatenation', () => {
    expect(parts("select * from t where s = '${sex}'")).toBe('select * from t where s = <sex>')
    expect(parts("select * from t where n like '%${kw}%'")).toBe(
      "select * from t where n like ('%' || <kw> || '%')",
    )
    expect(parts("select 'it''s ${x}'")).toBe("select ('it''s ' || <x>)")
  })

  it('leaves casts, strings, identifiers, comments and dollar quotes alone', () => {
    const untouched = [
      'select a::text, \':b\', "c:d", $$ :e $$, $q$ ${f} $q$ from t -- :g\n/* :h ${i} /* nested */ */',
      "select E'\\' :a', U&'d\\0061t:a' from t",
      'select arr[1:n], x$y from t',
      "select f(a := 1), 'a' || ':' from t",
    ]
    for (const sql of untouched) expect(parts(sql)).toBe(sql)
  })

  it('accepts one SELECT or WITH statement only', () => {
    expect(parts('  -- list\n with x as (select 1) select * from x;  ')).toBe(
      '  -- list\n with x as (select 1) select * from x',
    )
    expect(parts('(select 1)')).toBe('(select 1)')
    const refused: [string, string][] = [
      ['select 1; delete from sys_user', REPORT_SQL_ERRORS.oneStatement],
      ['delete from sys_user', REPORT_SQL_ERRORS.notQuery],
      ['update sys_user set status = 2', REPORT_SQL_ERRORS.notQuery],
      ['/* select */ drop table x', REPORT_SQL_ERRORS.notQuery],
      [':a', REPORT_SQL_ERRORS.notQuery],
      ['select * from t where a = $1', REPORT_SQL_ERRORS.positional],
      ["select 'open", REPORT_SQL_ERRORS.unterminated],
      ['select "open', REPORT_SQL_ERRORS.unterminated],
      ['select /* open', REPORT_SQL_ERRORS.unterminated],
      ['select $q$ open', REPORT_SQL_ERRORS.unterminated],
    ]
    for (const [sql, reason] of refused) expect(parseReportSql(sql), sql).toEqual({ ok: false, reason })
  })
})
