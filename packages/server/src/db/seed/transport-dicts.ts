import type { DictSeed } from './reference-data'

/** Dictionaries of 运力资源 (agents, drivers, vehicles). */
export const TRANSPORT_DICTS: DictSeed[] = [
  {
    code: 'upkeep_type',
    name: '车辆保养类型',
    items: [
      ['ROUTINE', '常规保养'],
      ['REPAIR', '故障维修'],
      ['INSPECTION', '年检'],
      ['TYRE', '轮胎更换'],
    ],
  },
  {
    code: 'sign_exception_type',
    name: '签收异常类型',
    items: [
      ['DAMAGED', '外包装破损'],
      ['SHORT', '件数短少'],
      ['REFUSED', '收件人拒收'],
      ['ADDRESS', '地址错误'],
    ],
  },
  {
    code: 'transport_status',
    name: '运力资源状态',
    items: [
      ['1', '启用'],
      ['0', '停用'],
    ],
  },
  {
    code: 'agent_service',
    name: '代理服务项目',
    items: [
      ['CLEARANCE', '进口清关'],
      ['WAREHOUSE', '仓储'],
      ['LAST_MILE', '尾程派送'],
    ],
  },
  {
    code: 'driver_licence_class',
    name: '准驾车型',
    items: [
      ['A2', 'A2 牵引车'],
      ['B2', 'B2 大型货车'],
      ['C1', 'C1 小型汽车'],
      ['C2', 'C2 小型自动挡'],
    ],
  },
  {
    code: 'car_type',
    name: '车型',
    items: [
      ['VAN', '厢式货车'],
      ['REEFER', '冷链车'],
      ['SEMI', '半挂车'],
      ['MINIBUS', '面包车'],
    ],
  },
]
