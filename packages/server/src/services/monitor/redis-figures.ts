import type { Redis } from 'ioredis'
import { redisInfo } from './system-info'

/** INFO figures the Redis监控 page shows, with what each means (JeecgBoot's /sys/actuator/redis/info rows). */
const DESCRIBED: Record<string, string> = {
  redis_version: 'Redis 服务器版本',
  redis_mode: '运行模式（standalone / cluster / sentinel）',
  os: 'Redis 服务器的宿主操作系统',
  uptime_in_seconds: '自 Redis 服务器启动以来，经过的秒数',
  connected_clients: '已连接客户端的数量（不包括通过从属服务器连接的客户端）',
  blocked_clients: '正在等待阻塞命令的客户端数量',
  used_memory: '由 Redis 分配器分配的内存总量（字节）',
  used_memory_human: '以人类可读的格式返回 Redis 分配的内存总量',
  used_memory_peak_human: 'Redis 的内存消耗峰值',
  maxmemory_human: 'Redis 可以使用的最大内存',
  mem_fragmentation_ratio: '内存碎片率',
  total_connections_received: '服务器已接受的连接请求数量',
  total_commands_processed: '服务器已执行的命令数量',
  instantaneous_ops_per_sec: '服务器每秒钟执行的命令数量',
  keyspace_hits: '查找数据库键成功的次数',
  keyspace_misses: '查找数据库键失败的次数',
  expired_keys: '因为过期而被自动删除的数据库键数量',
  evicted_keys: '因为最大内存容量限制而被驱逐的键数量',
  role: '实例的角色（master / slave）',
  aof_enabled: 'AOF 持久化是否开启',
  rdb_last_save_time: '最近一次成功创建 RDB 文件的时间戳',
}

export async function redisInfoRows(
  redis: Redis,
): Promise<{ key: string; value: string; description: string }[]> {
  const sections = await redisInfo(redis)
  const flat: Record<string, string> = Object.assign({}, ...Object.values(sections))
  return Object.entries(DESCRIBED)
    .filter(([key]) => key in flat)
    .map(([key, description]) => ({ key, value: flat[key]!, description }))
}

/** Keys counted per database from INFO keyspace, and this deployment's own keys (SCAN of its prefix, capped). */
export async function redisKeyCounts(redis: Redis, prefix: string, cap = 100_000) {
  const keyspace = (await redisInfo(redis)).keyspace ?? {}
  const databases = Object.entries(keyspace).map(([db, text]) => {
    const fields = Object.fromEntries(text.split(',').map((pair) => pair.split('=') as [string, string]))
    return { db, keys: Number(fields.keys ?? 0), expires: Number(fields.expires ?? 0) }
  })
  let own = 0
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
    own += keys.length
    cursor = next
  } while (cursor !== '0' && own < cap)
  return { dbSize: await redis.dbsize(), databases, prefix, ownKeys: own, ownKeysCapped: own >= cap }
}
