import { PARCEL_EVENT_TYPES, PARCEL_STATUS_TEXT } from '@portico/contract'
import type { DictSeed } from './reference-data'

/** Dictionaries of the parcel journey and its channels. */
export const LOGISTICS_DICTS: DictSeed[] = [
  {
    code: 'transport_mode',
    name: '运输方式',
    items: [
      ['AIR', '空运'],
      ['SEA', '海运'],
      ['RAIL', '铁路'],
      ['TRUCK', '陆运'],
    ],
  },
  {
    code: 'country',
    name: '国家/地区',
    items: [
      ['CN', '中国'],
      ['TW', '中国台湾'],
      ['HK', '中国香港'],
      ['SG', '新加坡'],
      ['MY', '马来西亚'],
      ['TH', '泰国'],
      ['VN', '越南'],
      ['PH', '菲律宾'],
      ['ID', '印度尼西亚'],
      ['JP', '日本'],
      ['KR', '韩国'],
      ['US', '美国'],
      ['GB', '英国'],
      ['DE', '德国'],
      ['FR', '法国'],
      ['AU', '澳大利亚'],
      ['BR', '巴西'],
      ['MX', '墨西哥'],
    ],
  },
  {
    code: 'billing_increment',
    name: '计费进位',
    items: [
      ['0.1', '0.1kg'],
      ['0.5', '0.5kg'],
      ['1', '1kg'],
    ],
  },
  {
    code: 'tracking_format',
    name: '单号格式',
    items: [
      ['S10', 'UPU S10'],
      ['PATTERN', '自定义正则'],
      ['NONE', '不校验'],
    ],
  },
  {
    code: 'channel_status',
    name: '渠道状态',
    items: [
      ['1', '启用'],
      ['0', '停用'],
    ],
  },
  {
    code: 'ecommerce_platform',
    name: '电商平台',
    items: [
      ['SHOPEE', 'Shopee'],
      ['LAZADA', 'Lazada'],
      ['ALIEXPRESS', 'AliExpress'],
      ['TIKTOK', 'TikTok Shop'],
      ['AMAZON', 'Amazon'],
      ['OTHER', '其他'],
    ],
  },
  {
    code: 'customs_mode',
    name: '监管方式',
    items: [
      ['9610', '9610 跨境电商零售出口'],
      ['9710', '9710 跨境电商B2B直接出口'],
      ['9810', '9810 跨境电商出口海外仓'],
      ['1210', '1210 保税跨境贸易电子商务'],
    ],
  },
  { code: 'parcel_status', name: '包裹状态', items: Object.entries(PARCEL_STATUS_TEXT) },
  {
    code: 'parcel_event',
    name: '轨迹事件',
    items: Object.values(PARCEL_EVENT_TYPES).map((event): [string, string] => [event.code, event.cn]),
  },
]
