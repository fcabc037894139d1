/** The category dictionary of a logistics back office; codes follow the prefix rule (A01 → A01A01 → A01A01A01). */
export interface CategorySeed {
  name: string
  children?: CategorySeed[]
}

export const CATEGORY_TREE: CategorySeed[] = [
  {
    name: '货物品类',
    children: [
      { name: '普通货物', children: [{ name: '服装鞋帽' }, { name: '日用百货' }, { name: '家居家具' }] },
      { name: '带电货物', children: [{ name: '内置电池' }, { name: '配套电池' }, { name: '纯电池' }] },
      { name: '液体粉末', children: [{ name: '化妆品' }, { name: '非危险液体' }] },
      { name: '食品' },
      { name: '危险品' },
    ],
  },
  {
    name: '运输方式',
    children: [
      { name: '海运', children: [{ name: '整柜（FCL）' }, { name: '拼箱（LCL）' }] },
      { name: '空运' },
      { name: '铁路（中欧班列）' },
      { name: '国际快递' },
      { name: '卡车' },
    ],
  },
  {
    name: '包装类型',
    children: [{ name: '纸箱' }, { name: '木箱' }, { name: '托盘' }, { name: '编织袋' }],
  },
  {
    name: '增值服务',
    children: [{ name: '货物保险' }, { name: '贴标换标' }, { name: '拍照验货' }, { name: '仓储分拣' }],
  },
]

/** A level's n-th code segment: A01 … A99, B01 … (JeecgBoot's YouBianCodeUtil). */
export const codeSegment = (index: number) =>
  `${String.fromCharCode(65 + Math.floor(index / 99))}${String((index % 99) + 1).padStart(2, '0')}`
