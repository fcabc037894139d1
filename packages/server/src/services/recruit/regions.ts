import type { Province } from '@portico/contract'

const cities = (provinceId: string, names: string[]) =>
  names.map((name, index) => ({ id: `${provinceId}${String(index + 1).padStart(2, '0')}`, name }))

/** Provinces the organisation recruits in; the portal's default is province 20 (spec §9). */
export const PROVINCES: Province[] = [
  {
    id: '20',
    name: '广西壮族自治区',
    cities: cities('20', [
      '南宁市',
      '柳州市',
      '桂林市',
      '梧州市',
      '北海市',
      '防城港市',
      '钦州市',
      '贵港市',
      '玉林市',
      '百色市',
      '贺州市',
      '河池市',
      '来宾市',
      '崇左市',
    ]),
  },
  {
    id: '19',
    name: '广东省',
    cities: cities('19', ['广州市', '深圳市', '珠海市', '汕头市', '佛山市', '东莞市', '湛江市']),
  },
  { id: '21', name: '海南省', cities: cities('21', ['海口市', '三亚市', '儋州市']) },
]

export const DEFAULT_PROVINCE_ID = '20'

export function provinceOf(id: string): Province | undefined {
  return PROVINCES.find((p) => p.id === id)
}

export function cityName(provinceId: string, cityId: string): string {
  return provinceOf(provinceId)?.cities.find((c) => c.id === cityId)?.name ?? ''
}
