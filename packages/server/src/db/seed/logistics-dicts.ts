import { PARCEL_EVENT_TYPES, PARCEL_STATUS_TEXT } from '@portico/contract'
import { PLACE_NAME_DICT } from '../../services/tracking/place-names'
import type { DictSeed } from './reference-data'

/** Dictionaries of the parcel journey and its channels. */
export const LOGISTICS_DICTS: DictSeed[] = [
  {
    // The English names of the places and carriers the buyers' tracking shows: each item's value is the text an
    // event or batch stores (a city, port, airport, customs office, last-mile carrier), its text the English name.
    // Stations have their own English name (站点 → 英文名称).
    code: PLACE_NAME_DICT,
    name: '轨迹地名英文',
    items: [
      ['深圳', 'Shenzhen'],
      ['广州', 'Guangzhou'],
      ['义乌', 'Yiwu'],
      ['上海', 'Shanghai'],
      ['香港', 'Hong Kong'],
      ['台北市', 'Taipei'],
      ['東京都', 'Tokyo'],
      ['东京', 'Tokyo'],
      ['洛杉矶', 'Los Angeles'],
      ['吉隆坡', 'Kuala Lumpur'],
      ['深圳宝安机场', "Shenzhen Bao'an International Airport"],
      ['深圳宝安国际机场', "Shenzhen Bao'an International Airport"],
      ['广州白云国际机场', 'Guangzhou Baiyun International Airport'],
      ['上海浦东国际机场', 'Shanghai Pudong International Airport'],
      ['香港国际机场', 'Hong Kong International Airport'],
      ['桃园国际机场', 'Taoyuan International Airport'],
      ['成田国际机场', 'Narita International Airport'],
      ['成田国際空港', 'Narita International Airport'],
      ['洛杉矶国际机场', 'Los Angeles International Airport'],
      ['吉隆坡国际机场', 'Kuala Lumpur International Airport'],
      ['盐田港', 'Port of Yantian'],
      ['蛇口港', 'Port of Shekou'],
      ['南沙港', 'Port of Nansha'],
      ['深圳海关', 'Shenzhen Customs'],
      ['皇岗海关', 'Huanggang Customs'],
      ['深圳湾海关', 'Shenzhen Bay Customs'],
      ['深圳宝安机场海关', "Shenzhen Bao'an Airport Customs"],
      ['桃园海关', 'Taoyuan Customs'],
      ['成田国際通関株式会社', 'Narita International Customs Brokerage'],
      ['桃園國際報關股份有限公司', 'Taoyuan International Customs Brokerage'],
      ['洛杉矶本地派送', 'Los Angeles Local Delivery'],
      ['旧金山湾区派送', 'San Francisco Bay Area Delivery'],
      ['东京都内配送', 'Tokyo Metropolitan Delivery'],
      ['台北市区配送', 'Taipei City Delivery'],
      ['吉隆坡本地派送', 'Kuala Lumpur Local Delivery'],
    ],
  },
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
