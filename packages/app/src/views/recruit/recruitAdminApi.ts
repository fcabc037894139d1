import type { City } from '@portico/contract'
import { http } from '../../api/http'

export const ADMIN = '/recruit/admin'

/** Provinces and cities of the job form: the same lists as the portal. */
export async function provincesWithCities(): Promise<{ id: string; name: string; cities: City[] }[]> {
  const provinces = await http.get<City[]>('/recruit/job/provinceList')
  if (!provinces.success || !provinces.result) throw provinces
  return Promise.all(
    provinces.result.map(async (province) => {
      const cities = await http.get<City[]>('/recruit/job/cityList', { provinceId: province.id })
      return { ...province, cities: cities.result ?? [] }
    }),
  )
}
