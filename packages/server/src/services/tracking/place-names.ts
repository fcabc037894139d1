import type { Db } from '../../db/client'
import { logisticsStation } from '../../db/schema'
import { dictTextMap } from '../dicts/dicts'

/** The dictionary of English names of the places and carriers tracking shows, by the text stored (数据字典). */
export const PLACE_NAME_DICT = 'place_name_en'

/** Chinese or Japanese writing: a text a buyer reading English should not be shown as it is. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/

/** A place's or carrier's English name from what an event stores; null when it has none (a name in Chinese only). */
export type EnglishName = (stored: string | null) => string | null

/**
 * The English names the tracking can resolve: a station by its code or its name (its 英文名称), any other place or
 * carrier by its item in the dictionary. A text in Latin letters is its own English name.
 */
export async function englishNames(db: Db): Promise<EnglishName> {
  const [stations, named] = await Promise.all([
    db
      .select({ code: logisticsStation.code, name: logisticsStation.name, nameEn: logisticsStation.nameEn })
      .from(logisticsStation),
    dictTextMap(db, PLACE_NAME_DICT),
  ])
  const names = new Map(named)
  for (const station of stations) {
    if (!station.nameEn) continue
    names.set(station.code, station.nameEn)
    names.set(station.name, station.nameEn)
  }
  return (stored) => {
    const text = stored?.trim()
    if (!text) return null
    return names.get(text) ?? (CJK.test(text) ? null : text)
  }
}
