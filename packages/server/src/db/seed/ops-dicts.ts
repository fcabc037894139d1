import type { DictSeed } from './reference-data'

/** Dictionaries of the stations and of handling problem parcels. */
export const OPS_DICTS: DictSeed[] = [
  {
    code: 'station_type',
    name: '站点类型',
    items: [
      ['PICKUP', '揽收点'],
      ['SORTING', '分拣中心'],
      ['OVERSEAS', '海外仓'],
    ],
  },
  {
    code: 'station_status',
    name: '站点状态',
    items: [
      ['1', '营业'],
      ['0', '停用'],
    ],
  },
  {
    code: 'question_handling',
    name: '问题件处理方式',
    items: [
      ['RELABEL', '重新贴标'],
      ['CONTACT', '联系客户'],
      ['RETURN', '退回卖家'],
      ['DESTROY', '销毁'],
      ['REDECLARE', '重新申报'],
    ],
  },
]
