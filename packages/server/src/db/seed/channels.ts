import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import { logisticsChannel } from '../schema'

type ChannelSeed = Omit<typeof logisticsChannel.$inferInsert, 'id' | 'version' | 'createBy' | 'createTime'>

/** Real-looking products of the carriers a postal cross-border operator sells. */
export const DEMO_CHANNELS: ChannelSeed[] = [
  {
    code: 'SLS-TW-AIR',
    name: 'Shopee SLS 台湾 空运',
    carrier: 'Shopee Xpress',
    transportMode: 'AIR',
    destinationCountries: 'TW',
    maxWeight: '20.000',
    maxLength: '100.0',
    maxDimensionSum: '180.0',
    volumetricDivisor: 6000,
    billingIncrement: '0.1',
    trackingFormat: 'PATTERN',
    trackingPattern: '^TW[0-9]{12}[A-Z]?$',
  },
  {
    code: 'EUB-US',
    name: 'e邮宝 美国',
    carrier: '中国邮政',
    transportMode: 'AIR',
    destinationCountries: 'US',
    maxWeight: '2.000',
    maxLength: '60.0',
    maxDimensionSum: '90.0',
    volumetricDivisor: 6000,
    billingIncrement: '0.1',
    trackingFormat: 'S10',
    trackingPrefix: 'LX',
  },
  {
    code: 'EMS-JP',
    name: '国际EMS 日本',
    carrier: '中国邮政',
    transportMode: 'AIR',
    destinationCountries: 'JP,KR',
    maxWeight: '30.000',
    maxLength: '150.0',
    maxDimensionSum: '300.0',
    volumetricDivisor: 6000,
    billingIncrement: '0.5',
    trackingFormat: 'S10',
    trackingPrefix: 'EA',
  },
  {
    code: 'LEX-MY',
    name: 'Lazada LEX 马来西亚 空运',
    carrier: 'Lazada Express',
    transportMode: 'AIR',
    destinationCountries: 'MY,SG',
    maxWeight: '30.000',
    maxLength: '120.0',
    maxDimensionSum: '200.0',
    volumetricDivisor: 5000,
    billingIncrement: '0.5',
    trackingFormat: 'PATTERN',
    trackingPattern: '^MYLEX[0-9]{10}$',
  },
  {
    code: 'SEA-AU',
    name: '海运专线 澳大利亚',
    carrier: '中远海运',
    transportMode: 'SEA',
    destinationCountries: 'AU',
    maxWeight: '50.000',
    maxLength: '150.0',
    maxDimensionSum: '300.0',
    volumetricDivisor: 8000,
    billingIncrement: '1',
    trackingFormat: 'S10',
    trackingPrefix: 'CP',
    status: '0',
    remark: '旺季暂停收货',
  },
]

/** The demo channels (idempotent: added to databases seeded before channels existed). */
export async function seedChannels(db: Db, now: Date): Promise<void> {
  await db
    .insert(logisticsChannel)
    .values(
      DEMO_CHANNELS.map((channel) => ({
        ...channel,
        id: seedId(`channel:${channel.code}`),
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
}
