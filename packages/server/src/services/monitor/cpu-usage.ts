import os from 'node:os'

interface Reading {
  at: number
  process: NodeJS.CpuUsage
  systemBusy: number
  systemTotal: number
}

export interface CpuUsage {
  /** This process's CPU time over the window, as a share of all cores (0–1). */
  process: number
  /** The whole machine's busy CPU time over the window (0–1). */
  system: number
}

/** Readings closer together than this answer the last figures (the monitor asks for both in parallel). */
const MIN_WINDOW_MS = 1000

function systemTimes(): { busy: number; total: number } {
  let busy = 0
  let total = 0
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle
    total += all
    busy += all - times.idle
  }
  return { busy, total }
}

function read(): Reading {
  const system = systemTimes()
  return { at: Date.now(), process: process.cpuUsage(), systemBusy: system.busy, systemTotal: system.total }
}

const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, Math.max(0, part / whole)) : 0)

/**
 * Recent CPU usage of this process and of the machine, measured between two readings (the first one taken when
 * the meter is made): what Spring Boot's process.cpu.usage and system.cpu.usage report.
 */
export class CpuMeter {
  private last: Reading = read()
  private figures: CpuUsage | null = null

  usage(): CpuUsage {
    const now = read()
    if (this.figures && now.at - this.last.at < MIN_WINDOW_MS) return this.figures
    const elapsedMicros = (now.at - this.last.at) * 1000
    const processMicros =
      now.process.user - this.last.process.user + (now.process.system - this.last.process.system)
    const cores = os.availableParallelism()
    this.figures = {
      process: share(processMicros, elapsedMicros * cores),
      system: share(now.systemBusy - this.last.systemBusy, now.systemTotal - this.last.systemTotal),
    }
    this.last = now
    return this.figures
  }
}
