import { PARCEL_EVENT_TYPES, PARCEL_STATUS } from '@portico/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { DEMO_CUSTOMER_TENANTS } from './customer-tenants'
import { CHANNEL_RULES, DEMO_EXCEPTION, DESTINATION_STEPS, DESTINATIONS, GOODS, PATHS } from './ops-demo-data'

/** Where generated parcels are numbered from, apart from the 200 demo parcels. */
const FIRST = 1_000
/** The S10 check digit's weights (contract `s10CheckDigit`). */
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7]
const MASK = 2 ** 40 - 1

/** What the statements draw from, as one JSON parameter: the demo's destinations, goods, customers and steps. */
const SPEC = JSON.stringify({
  destinations: DESTINATIONS.map(({ postcode, ...d }) => ({
    ...d,
    postcode: postcode(),
    ...CHANNEL_RULES[d.channel],
  })),
  goods: GOODS,
  customers: DEMO_CUSTOMER_TENANTS.map((customer) => customer.id),
  statuses: Object.values(PARCEL_STATUS),
  paths: PATHS,
  events: PARCEL_EVENT_TYPES,
  abroad: [...DESTINATION_STEPS],
  exception: DEMO_EXCEPTION,
})

/** A deterministic draw in [0, m) for parcel n, the k-th of its draws. */
const draw = (k: number, m: number, n = 'n') => sql.raw(`((hashint8extended(${n}, ${k}) & ${MASK}) % ${m})`)

/** An S10 number's serial `serial` (an int8 expression) with its check digit: the 9 digits after the letters. */
function s10Digits(serial: string): SQL {
  const sum = S10_WEIGHTS.map((w, i) => `${w} * (((${serial}) / ${10 ** (7 - i)}) % 10)`).join(' + ')
  return sql.raw(
    `lpad((${serial})::text, 8, '0') || (CASE 11 - (${sum}) % 11 WHEN 10 THEN 0 WHEN 11 THEN 5 ELSE 11 - (${sum}) % 11 END)::text`,
  )
}

/** The parcels numbered first..last with their values drawn: one row each, in a temporary table. */
const parcelsTable = (first: number, last: number, now: string) => sql`
CREATE TEMP TABLE gen_parcel AS
SELECT s.*,
  md5('portico:bench-parcel:' || n) AS parcel_id,
  md5('portico:bench-order:' || n) AS order_id,
  CASE d->>'channel'
    WHEN 'EUB-US' THEN 'LX' || ${s10Digits('10000000 + n')} || 'CN'
    WHEN 'EMS-JP' THEN 'EA' || ${s10Digits('10000000 + n')} || 'CN'
    WHEN 'LEX-MY' THEN 'MYLEX' || lpad((3000000000 + n)::text, 10, '0')
    ELSE 'TW' || lpad((260000000000 + n)::text, 12, '0')
  END AS tracking_no,
  ceil(l * w * h / (d->>'divisor')::numeric * 1000) / 1000 AS volumetric,
  ceil(greatest(actual, ceil(l * w * h / (d->>'divisor')::numeric * 1000) / 1000) / (d->>'increment')::numeric)
    * (d->>'increment')::numeric AS billable
FROM (
  SELECT r.*,
    (ga->>'value')::numeric * qa + CASE WHEN two THEN (gb->>'value')::numeric * qb ELSE 0 END AS declared,
    (ga->>'kg')::numeric * qa + CASE WHEN two THEN (gb->>'kg')::numeric * qb ELSE 0 END AS goods_kg,
    (ga->>'kg')::numeric * qa + CASE WHEN two THEN (gb->>'kg')::numeric * qb ELSE 0 END
      + 0.05 + ${draw(8, 10)} / 100.0 AS actual
  FROM (
    SELECT n, d,
      (spec->'customers'->>(((n / 4) % jsonb_array_length(spec->'customers'))::int))::int AS customer_id,
      spec->'statuses'->>(${draw(1, 10)})::int AS status,
      ${now}::timestamptz - ${draw(2, 42 * 24)} * interval '1 hour' - interval '30 hours' AS created,
      spec->'goods'->(${draw(3, GOODS.length)})::int AS ga,
      spec->'goods'->(${draw(5, GOODS.length)})::int AS gb,
      ${draw(4, 10)} < 4 AS two,
      1 + ${draw(6, 3)} AS qa,
      1 + ${draw(7, 3)} AS qb,
      20 + ${draw(9, 20)} AS l, 15 + ${draw(10, 10)} AS w, 5 + ${draw(11, 10)} AS h,
      d->'buyers'->>(${draw(12, 1000)} % jsonb_array_length(d->'buyers'))::int AS buyer,
      d->'streets'->>(${draw(13, 1000)} % jsonb_array_length(d->'streets'))::int AS street,
      '+' || (1000000000 + ${draw(14, 9_000_000_000)}) AS phone
    FROM (SELECT ${SPEC}::jsonb AS spec) x,
      generate_series(${first}::int8, ${last}::int8) AS n,
      LATERAL (SELECT spec->'destinations'->((n % jsonb_array_length(spec->'destinations'))::int) AS d) y
  ) r
) s`

/** Each parcel's steps up to its status, in order, 4–24 h apart (5 min to its tracking number), never later than now. */
const eventsTable = (now: string) => sql`
CREATE TEMP TABLE gen_event AS
SELECT g.n, x.k, x.code,
  least(
    g.created + sum(CASE WHEN x.code = 'TRACKING_ASSIGNED' THEN interval '5 minutes'
      ELSE interval '1 millisecond' * floor((4 + ${draw(15, 1_000_000, 'g.n * 32 + x.k')} / 1000000.0 * 20) * 3600000) END)
      OVER (PARTITION BY g.n ORDER BY x.k),
    ${now}::timestamptz - interval '1 minute') AS at
FROM gen_parcel g, jsonb_array_elements_text(${SPEC}::jsonb->'paths'->g.status) WITH ORDINALITY AS x(code, k)`

/** The orders, goods, parcels and events of the temporary tables, as the demo writes them. */
const inserts = [
  sql`
INSERT INTO logistics_order (id, platform_order_no, platform, customer_id, channel_code, buyer_name, buyer_phone,
  buyer_country, buyer_state, buyer_city, buyer_address, buyer_postcode, declared_value, currency, declared_weight,
  customs_mode, order_time, version, create_by, create_time)
SELECT order_id,
  left(d->>'platform', 2) || right(floor(extract(epoch FROM created) * 1000)::int8::text, 8)
    || lpad(n::text, greatest(6, length(n::text)), '0'),
  d->>'platform', customer_id, d->>'channel', buyer, phone, d->>'country', d->>'state', d->>'city', street,
  d->>'postcode', declared, 'USD', goods_kg, '9610', created, 1, 'customer-' || customer_id,
  created
FROM gen_parcel`,
  sql`
INSERT INTO logistics_order_item (id, order_id, name_cn, name_en, hs_code, quantity, unit_value, sku, order_num)
SELECT md5('portico:bench-item:' || n || ':' || (i - 1)), order_id, g->>'cn', g->>'en', g->>'hs', q,
  (g->>'value')::numeric, 'SKU-' || left(g->>'hs', 4) || '-' || i, i
FROM gen_parcel, LATERAL (VALUES (1, ga, qa), (2, gb, qb)) AS line(i, g, q)
WHERE i = 1 OR two`,
  sql`
INSERT INTO logistics_parcel (id, tracking_no, order_id, customer_id, channel_code, destination_country, status,
  station_code, actual_weight, length_cm, width_cm, height_cm, volumetric_weight, billable_weight, in_store_time,
  in_store_by, out_store_time, delivered_time, version, create_by, create_time, update_time)
SELECT p.parcel_id, p.tracking_no, p.order_id, p.customer_id, p.d->>'channel', p.d->>'country', p.status,
  CASE WHEN e.in_store IS NOT NULL AND e.out_store IS NULL THEN
    CASE WHEN p.n % 3 = 0 THEN 'YW-PICK' ELSE 'SZ-SORT' END END,
  CASE WHEN e.in_store IS NOT NULL THEN p.actual END,
  CASE WHEN e.in_store IS NOT NULL THEN p.l END,
  CASE WHEN e.in_store IS NOT NULL THEN p.w END,
  CASE WHEN e.in_store IS NOT NULL THEN p.h END,
  CASE WHEN e.in_store IS NOT NULL THEN p.volumetric END,
  CASE WHEN e.in_store IS NOT NULL THEN p.billable END,
  e.in_store, CASE WHEN e.in_store IS NOT NULL THEN 'zhangwei' END,
  e.out_store, e.delivered, 1, 'customer-' || p.customer_id,
  p.created, e.last
FROM gen_parcel p JOIN (
  SELECT n, min(at) FILTER (WHERE code = 'IN_STORE') AS in_store, min(at) FILTER (WHERE code = 'OUT_STORE') AS out_store,
    min(at) FILTER (WHERE code = 'DELIVERED') AS delivered, max(at) AS last
  FROM gen_event GROUP BY n
) e USING (n)`,
  sql`
INSERT INTO parcel_event (parcel_id, tracking_no, event_code, event_time, time_zone, location, description_cn,
  description_en, operator)
SELECT p.parcel_id, p.tracking_no, e.code, e.at,
  CASE WHEN abroad THEN p.d->>'zone' ELSE 'Asia/Shanghai' END,
  CASE WHEN abroad THEN p.d->>'city' WHEN e.code IN ('ORDER_CREATED', 'TRACKING_ASSIGNED') THEN NULL ELSE '深圳' END,
  CASE WHEN e.code = 'EXCEPTION' THEN spec->'exception'->>'cn' ELSE spec->'events'->e.code->>'cn' END,
  CASE WHEN e.code = 'EXCEPTION' THEN spec->'exception'->>'en' ELSE spec->'events'->e.code->>'en' END,
  CASE WHEN e.code = 'ORDER_CREATED' THEN 'api' WHEN abroad THEN 'carrier' ELSE 'zhangwei' END
FROM (SELECT ${SPEC}::jsonb AS spec) x, gen_event e JOIN gen_parcel p USING (n),
  LATERAL (SELECT (spec->'abroad') ? e.code AS abroad) a
ORDER BY e.n, e.k`,
]

/** The rows of a query (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(tx: Db, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows
}

const LOADED = ['logistics_order', 'logistics_order_item', 'logistics_parcel', 'parcel_event']

/**
 * Runs a bulk load with the loaded tables' secondary indexes and foreign keys dropped, then puts them back (one
 * sorted build per index, one join per key): far faster than maintaining them row by row. Call it in a transaction,
 * so an interrupted load leaves the tables as they were.
 */
async function withoutSecondaryIndexes(tx: Db, load: () => Promise<void>): Promise<void> {
  const tables = sql.raw(LOADED.map((t) => `'${t}'::regclass`).join(', '))
  const indexes = await rowsOf<{ name: string; definition: string }>(
    tx,
    sql`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
    WHERE i.indrelid IN (${tables}) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  )
  const keys = await rowsOf<{ owner: string; name: string; definition: string }>(
    tx,
    sql`
    SELECT conrelid::regclass::text AS owner, conname AS name, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint WHERE contype = 'f' AND conrelid IN (${tables})`,
  )
  for (const key of keys)
    await tx.execute(sql`ALTER TABLE ${sql.raw(key.owner)} DROP CONSTRAINT ${sql.identifier(key.name)}`)
  for (const index of indexes) await tx.execute(sql`DROP INDEX ${sql.raw(index.name)}`)
  await load()
  for (const index of indexes) await tx.execute(sql.raw(index.definition))
  for (const key of keys)
    await tx.execute(
      sql`ALTER TABLE ${sql.raw(key.owner)} ADD CONSTRAINT ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    )
}

/**
 * Inserts `count` more parcels like the demo's (orders, goods, trajectories) for benchmarks, generated inside the
 * database (generate_series, one set-based statement per table and `batch` parcels), all in one transaction with
 * the tables' secondary indexes rebuilt at the end (it locks them: not for a database in use). Numbered from `start`
 * (the number already generated, to add more later); `onProgress` hears the running total. Assumes the demo seed
 * (customers, channels, stations).
 */
export async function generateParcels(
  db: Db,
  count: number,
  options: { batch?: number; start?: number; now?: Date; onProgress?: (done: number) => void } = {},
): Promise<void> {
  const batch = options.batch ?? 100_000
  const now = (options.now ?? new Date()).toISOString()
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    await withoutSecondaryIndexes(tx, async () => {
      for (let done = 0; done < count; done += batch) {
        const size = Math.min(batch, count - done)
        const first = FIRST + (options.start ?? 0) + done
        await tx.execute(sql`DROP TABLE IF EXISTS gen_parcel, gen_event`)
        await tx.execute(parcelsTable(first, first + size - 1, now))
        await tx.execute(eventsTable(now))
        for (const statement of inserts) await tx.execute(statement)
        options.onProgress?.(done + size)
      }
      await tx.execute(sql`DROP TABLE gen_parcel, gen_event`)
    })
  })
}
