import type { SysCategory } from '@portico/contract'

/** A category row of the mock tree; ids are `c-<code>`. */
const category = (code: string, name: string, hasChild = false): SysCategory => ({
  id: `c-${code}`,
  pid: code.length > 3 ? `c-${code.slice(0, -3)}` : '0',
  name,
  code,
  hasChild: hasChild ? '1' : '0',
})

/** The logistics category tree the server seeds, in short (codes follow the prefix rule). */
export const MOCK_CATEGORIES: SysCategory[] = [
  category('A01', '货物品类', true),
  category('A01A01', '普通货物', true),
  category('A01A01A01', '服装鞋帽'),
  category('A01A01A02', '日用百货'),
  category('A01A02', '带电货物', true),
  category('A01A02A01', '内置电池'),
  category('A01A02A02', '纯电池'),
  category('A01A03', '食品'),
  category('A02', '运输方式', true),
  category('A02A01', '海运', true),
  category('A02A01A01', '整柜（FCL）'),
  category('A02A01A02', '拼箱（LCL）'),
  category('A02A02', '空运'),
  category('A02A03', '铁路（中欧班列）'),
  category('A03', '包装类型', true),
  category('A03A01', '纸箱'),
  category('A03A02', '托盘'),
]
