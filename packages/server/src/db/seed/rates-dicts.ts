import { BAND_PRICE_KINDS, PRICING_MODES } from '@portico/contract'
import type { DictSeed } from './reference-data'

/** Dictionaries of rate tables and HS codes. */
export const RATES_DICTS: DictSeed[] = [
  { code: 'pricing_mode', name: '计价方式', items: Object.entries(PRICING_MODES) },
  { code: 'band_price_kind', name: '重量段计价类型', items: Object.entries(BAND_PRICE_KINDS) },
  {
    // China customs legal units of measure (海关计量单位代码).
    code: 'hs_unit',
    name: '海关计量单位',
    items: [
      ['035', '千克'],
      ['036', '克'],
      ['011', '件'],
      ['007', '个'],
      ['006', '套'],
      ['001', '台'],
      ['025', '双'],
      ['015', '条'],
      ['016', '把'],
      ['012', '支'],
      ['019', '副'],
      ['010', '张'],
      ['142', '瓶'],
      ['140', '盒'],
      ['163', '部'],
      ['008', '只'],
      ['131', '册'],
    ],
  },
]
