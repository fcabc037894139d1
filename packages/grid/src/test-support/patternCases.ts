import type { PatternCode } from '../EditableTable/validation/patterns'

/** Test inputs for every pattern code of spec §5: values each code accepts and values it refuses. */
export const patternCases: Record<PatternCode, { pass: string[]; fail: string[] }> = {
  'n6-16': { pass: ['123456', '1234567890123456'], fail: ['12345', '12345678901234567', '12345a'] },
  '*6-16': { pass: ['abc!@#', 'a b c d e f'], fail: ['abcde', 'x'.repeat(17)] },
  's6-18': { pass: ['abcdef', 'ABCdefGHIjklMNOpqr'], fail: ['abcde', 'abcdef1', 'abc|def', 'x'.repeat(19)] },
  url: {
    pass: ['http://example.com', 'https://a.b.cn/path?q=1#top', 'ftp://files.example.org/x'],
    fail: ['example.com', 'http://localhost', 'mailto:a@b.cn'],
  },
  e: {
    pass: ['a@b.cn', 'zhang.san@mail.example.com', 'a_b-c@d-e.org'],
    fail: ['a@b', 'a.b.cn', '@b.cn', 'a b@c.cn'],
  },
  m: {
    pass: ['13800138000', '19912345678'],
    fail: ['12800138000', '1380013800', '138001380001', '23800138000'],
  },
  p: { pass: ['100000', '518057'], fail: ['012345', '51805', '5180577', '51805a'] },
  s: { pass: ['abc', 'ABCdef'], fail: ['ab1', 'a b', '中文'] },
  n: { pass: ['0', '12', '-3', '1.5', '-0.25'], fail: ['1.', '.5', '1.2.3', 'a', '--1'] },
  z: { pass: ['0', '42', '-7'], fail: ['1.5', 'a', '+1'] },
  // Non-empty: the one code that empty values do not skip.
  '*': { pass: ['x', ' '], fail: [''] },
  money: { pass: ['0', '12', '12.3', '12.34', '0.05'], fail: ['12.345', '-1', '01', '1.'] },
}
