import { readFile, statfs } from 'node:fs/promises'

export interface DiskInfo {
  /** Mount point. */
  name: string
  device: string
  type: string
  /** Bytes. */
  total: number
  free: number
  used: number
}

/** Kernel and virtual file systems that hold no files of ours. */
const VIRTUAL = new Set([
  'proc',
  'sysfs',
  'cgroup',
  'cgroup2',
  'devpts',
  'mqueue',
  'securityfs',
  'debugfs',
  'tracefs',
  'pstore',
  'bpf',
  'configfs',
  'fusectl',
  'hugetlbfs',
  'autofs',
  'binfmt_misc',
  'devtmpfs',
  'nsfs',
  'rpc_pipefs',
  'ramfs',
  'efivarfs',
  'squashfs',
  'selinuxfs',
])

/** Mount points of kernel interfaces and shared memory (/sys/fs/cgroup, /dev/shm…), not storage. */
const KERNEL_PATH = /^\/(sys|proc|dev|run)\//

/** Mounted file systems from /proc/mounts (Linux), else the file system of each of `fallbackPaths`. */
export async function listDisks(fallbackPaths: string[]): Promise<DiskInfo[]> {
  let mounts: { device: string; mountPoint: string; type: string }[]
  try {
    mounts = (await readFile('/proc/mounts', 'utf8'))
      .split('\n')
      .map((line) => line.split(' '))
      .filter((parts) => parts.length >= 3 && !VIRTUAL.has(parts[2]!) && !KERNEL_PATH.test(parts[1]!))
      .map(([device, mountPoint, type]) => ({
        device: device!,
        mountPoint: mountPoint!.replace(/\\040/g, ' '),
        type: type!,
      }))
  } catch {
    mounts = fallbackPaths.map((p) => ({ device: p, mountPoint: p, type: '' }))
  }
  const seen = new Set<string>()
  const disks: DiskInfo[] = []
  for (const mount of mounts) {
    try {
      const stats = await statfs(mount.mountPoint)
      const total = stats.blocks * stats.bsize
      if (total === 0) continue
      const key = `${mount.device}:${total}`
      if (seen.has(key)) continue // the same file system bind-mounted again
      seen.add(key)
      const free = stats.bavail * stats.bsize
      disks.push({
        name: mount.mountPoint,
        device: mount.device,
        type: mount.type,
        total,
        free,
        used: total - stats.bfree * stats.bsize,
      })
    } catch {
      // a mount we may not read (permissions, stale network share) is left out
    }
  }
  return disks
}
