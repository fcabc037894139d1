import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import {
  transportDriver,
  transportHabitatAgent,
  transportHabitatCar,
  transportOverseasAgent,
} from '../schema'

type Seed<T extends { $inferInsert: object }> = Omit<
  T['$inferInsert'],
  'id' | 'version' | 'createBy' | 'createTime'
>

const OVERSEAS_AGENTS: Seed<typeof transportOverseasAgent>[] = [
  {
    code: 'OA-US-LAX',
    name: 'Pacific Gateway Logistics',
    country: 'US',
    licenceNo: 'CBP-21-4471',
    contact: 'Emily Chen',
    phone: '+1 310 555 0142',
    email: 'ops@pacificgateway.example.com',
    address: '18501 S Main St, Gardena, CA 90248',
    services: 'CLEARANCE,WAREHOUSE,LAST_MILE',
  },
  {
    code: 'OA-JP-NRT',
    name: '成田国際通関株式会社',
    country: 'JP',
    licenceNo: 'JP-TK-0931',
    contact: '佐藤 健',
    phone: '+81 476 55 0198',
    email: 'customs@narita-kc.example.jp',
    address: '千葉県成田市取香 1-3',
    services: 'CLEARANCE,LAST_MILE',
  },
  {
    code: 'OA-MY-KUL',
    name: 'KL Express Brokerage Sdn Bhd',
    country: 'MY',
    licenceNo: 'MY-KLIA-5521',
    contact: 'Ahmad Faiz',
    phone: '+60 3 8787 1234',
    email: 'clearance@klexpress.example.my',
    address: 'KLIA Cargo Complex, Sepang, Selangor',
    services: 'CLEARANCE,WAREHOUSE',
    status: '0',
  },
  {
    code: 'OA-MY-SZB',
    name: 'Selangor Cargo Clearance Sdn Bhd',
    country: 'MY',
    licenceNo: 'MY-SZB-2207',
    contact: 'Lim Siew Ling',
    phone: '+60 3 7846 5520',
    email: 'ops@selangorcargo.example.my',
    address: 'Lot 2, Jalan KLIA S5, Sepang, Selangor',
    services: 'CLEARANCE,WAREHOUSE,LAST_MILE',
  },
  {
    code: 'OA-TW-TPE',
    name: '桃園國際報關股份有限公司',
    country: 'TW',
    licenceNo: 'TW-TPE-1186',
    contact: '陳 怡君',
    phone: '+886 3 398 2210',
    email: 'customs@tpe-broker.example.tw',
    address: '桃園市大園區航站南路 9 號',
    services: 'CLEARANCE,LAST_MILE',
  },
]

const HABITAT_AGENTS: Seed<typeof transportHabitatAgent>[] = [
  {
    code: 'HA-US-LA',
    name: '洛杉矶本地派送',
    country: 'US',
    city: 'Los Angeles',
    overseasAgent: 'OA-US-LAX',
    contact: 'Mike Torres',
    phone: '+1 213 555 0110',
  },
  {
    code: 'HA-US-SF',
    name: '旧金山湾区派送',
    country: 'US',
    city: 'San Francisco',
    overseasAgent: 'OA-US-LAX',
    contact: 'Anna Lee',
    phone: '+1 415 555 0188',
  },
  {
    code: 'HA-JP-TYO',
    name: '东京都内配送',
    country: 'JP',
    city: 'Tokyo',
    overseasAgent: 'OA-JP-NRT',
    contact: '田中 裕子',
    phone: '+81 3 5555 0123',
  },
  {
    code: 'HA-TW-TPE',
    name: '台北市区配送',
    country: 'TW',
    city: 'Taipei',
    overseasAgent: 'OA-TW-TPE',
    contact: '林 志豪',
    phone: '+886 2 2555 0166',
  },
  {
    code: 'HA-MY-KUL',
    name: '吉隆坡本地派送',
    country: 'MY',
    city: 'Kuala Lumpur',
    overseasAgent: 'OA-MY-SZB',
    contact: 'Tan Wei Ming',
    phone: '+60 3 2555 0190',
  },
]

const DRIVERS: Seed<typeof transportDriver>[] = [
  {
    name: 'Carlos Ramirez',
    licenceNo: 'CA-D4821934',
    licenceClass: 'B2',
    phone: '+1 213 555 0171',
    habitatAgent: 'HA-US-LA',
  },
  {
    name: 'Kevin Wong',
    licenceNo: 'CA-D7719302',
    licenceClass: 'C1',
    phone: '+1 415 555 0133',
    habitatAgent: 'HA-US-SF',
  },
  {
    name: '山本 大輔',
    licenceNo: 'JP-301245678901',
    licenceClass: 'C1',
    phone: '+81 90 5555 0147',
    habitatAgent: 'HA-JP-TYO',
  },
  {
    name: '黃 建宏',
    licenceNo: 'TW-A123456789',
    licenceClass: 'B2',
    phone: '+886 912 555 031',
    habitatAgent: 'HA-TW-TPE',
  },
  {
    name: 'Muhammad Hafiz',
    licenceNo: 'MY-D88123456',
    licenceClass: 'B2',
    phone: '+60 12 555 0177',
    habitatAgent: 'HA-MY-KUL',
  },
]

const CARS: Seed<typeof transportHabitatCar>[] = [
  {
    plate: '8XKT412',
    carType: 'VAN',
    loadKg: '3500.000',
    volume: '18.50',
    habitatAgent: 'HA-US-LA',
    driver: 'CA-D4821934',
  },
  {
    plate: '7BNM903',
    carType: 'MINIBUS',
    loadKg: '1200.000',
    volume: '6.00',
    habitatAgent: 'HA-US-SF',
    driver: 'CA-D7719302',
  },
  {
    plate: '品川 400 あ 12-34',
    carType: 'VAN',
    loadKg: '2000.000',
    volume: '12.00',
    habitatAgent: 'HA-JP-TYO',
    driver: 'JP-301245678901',
  },
  {
    plate: 'RAA-2031',
    carType: 'VAN',
    loadKg: '2500.000',
    volume: '14.00',
    habitatAgent: 'HA-TW-TPE',
    driver: 'TW-A123456789',
  },
  {
    plate: 'WXY 8821',
    carType: 'VAN',
    loadKg: '3000.000',
    volume: '16.00',
    habitatAgent: 'HA-MY-KUL',
    driver: 'MY-D88123456',
  },
]

const stamp = (now: Date) => ({ createBy: 'admin', createTime: now })

/** Demo 运力资源: agents in the US, Japan, Taiwan and Malaysia with their drivers and vans (idempotent). */
export async function seedTransport(db: Db, now: Date): Promise<void> {
  await db
    .insert(transportOverseasAgent)
    .values(OVERSEAS_AGENTS.map((r) => ({ ...r, ...stamp(now), id: seedId(`overseas-agent:${r.code}`) })))
    .onConflictDoNothing()
  await db
    .insert(transportHabitatAgent)
    .values(HABITAT_AGENTS.map((r) => ({ ...r, ...stamp(now), id: seedId(`habitat-agent:${r.code}`) })))
    .onConflictDoNothing()
  await db
    .insert(transportDriver)
    .values(DRIVERS.map((r) => ({ ...r, ...stamp(now), id: seedId(`driver:${r.licenceNo}`) })))
    .onConflictDoNothing()
  await db
    .insert(transportHabitatCar)
    .values(CARS.map((r) => ({ ...r, ...stamp(now), id: seedId(`habitat-car:${r.plate}`) })))
    .onConflictDoNothing()
}
