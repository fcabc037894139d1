import type { ParcelEventCode } from '@portico/contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  type logisticsSupplierBatch,
  transportDriver,
  transportHabitatAgent,
  transportHabitatCar,
  transportOverseasAgent,
} from '../../db/schema'
import { badRequest } from '../../http/envelope'

/** transport_status: 1 合作中 / 在用. */
const ACTIVE = '1'

/** Who a step names: stored codes of the agents, the car's plate and the driver's licence number. */
export interface LineHaulPartners {
  overseasAgent?: string | null
  habitatAgent?: string | null
  carPlate?: string | null
  driver?: string | null
}

type Batch = typeof logisticsSupplierBatch.$inferSelect

const given = (value: string | null | undefined) => value?.trim() || ''

async function overseasAgentFor(tx: Db, batch: Batch, code: string) {
  if (!code) throw badRequest('到达目的国须选择交接的海外代理')
  const [agent] = await tx.select().from(transportOverseasAgent).where(eq(transportOverseasAgent.code, code))
  if (!agent) throw badRequest(`海外代理 ${code} 不存在`)
  if (agent.status !== ACTIVE) throw badRequest(`海外代理「${agent.name}」已停用`)
  if (agent.country !== batch.destinationCountry)
    throw badRequest(`海外代理「${agent.name}」不在本批次的目的国（${batch.destinationCountry}）`)
  return { overseasAgent: agent.code }
}

/** The local agent picking the batch up after clearance, under the batch's overseas agent, with its own car and driver. */
async function pickUpFor(tx: Db, batch: Batch, partners: LineHaulPartners) {
  const [agentCode, plate, licenceNo] = [partners.habitatAgent, partners.carPlate, partners.driver].map(given)
  if (!agentCode) throw badRequest('提货须选择属地代理')
  if (!plate) throw badRequest('提货须选择车辆')
  if (!licenceNo) throw badRequest('提货须选择司机')
  const [agent] = await tx
    .select()
    .from(transportHabitatAgent)
    .where(eq(transportHabitatAgent.code, agentCode))
  if (!agent) throw badRequest(`属地代理 ${agentCode} 不存在`)
  if (agent.status !== ACTIVE) throw badRequest(`属地代理「${agent.name}」已停用`)
  if (batch.overseasAgent && agent.overseasAgent !== batch.overseasAgent)
    throw badRequest(`属地代理「${agent.name}」不属于本批次的海外代理`)
  const [car] = await tx.select().from(transportHabitatCar).where(eq(transportHabitatCar.plate, plate))
  if (!car) throw badRequest(`车辆 ${plate} 不存在`)
  if (car.status !== ACTIVE) throw badRequest(`车辆 ${plate} 已停用`)
  if (car.habitatAgent !== agent.code) throw badRequest(`车辆 ${plate} 不属于属地代理「${agent.name}」`)
  const [driver] = await tx.select().from(transportDriver).where(eq(transportDriver.licenceNo, licenceNo))
  if (!driver) throw badRequest(`司机 ${licenceNo} 不存在`)
  if (driver.status !== ACTIVE) throw badRequest(`司机「${driver.name}」已停用`)
  if (driver.habitatAgent !== agent.code)
    throw badRequest(`司机「${driver.name}」不属于属地代理「${agent.name}」`)
  return { habitatAgent: agent.code, carPlate: car.plate, driver: driver.licenceNo }
}

/**
 * The partners a line-haul step hands the batch to, checked against the stored ones (unknown, disabled or not
 * belonging together is a 400): arriving in the destination country hands it to an overseas agent of that country
 * (clearance and last mile); after clearance a local agent of that overseas agent picks it up with its car and
 * driver. Other steps name nobody. Answers the columns to set on the batch.
 */
export async function partnersOfStep(
  tx: Db,
  batch: Batch,
  event: ParcelEventCode,
  partners: LineHaulPartners,
): Promise<LineHaulPartners> {
  if (event === 'ARRIVED') return overseasAgentFor(tx, batch, given(partners.overseasAgent))
  if (event === 'IMPORT_CLEARED') return pickUpFor(tx, batch, partners)
  return {}
}
