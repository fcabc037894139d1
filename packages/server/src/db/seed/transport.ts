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
]

const stamp = (now: Date) => ({ createBy: 'admin', createTime: now })

/** Demo 运力资源: agents in the US and Japan with their drivers and vans (idempotent). */
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
