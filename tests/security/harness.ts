/** The suite's tally: checks passed and failed, the problems they found, requests and statuses seen. */
export class Tally {
  readonly started = performance.now()
  passed = 0
  failed = 0
  requests = 0
  readonly statuses = new Map<number, number>()
  readonly problems: string[] = []
  readonly figures: Record<string, number> = {}

  /** Runs one check: it answers the problems it found (none: passed) or throws (failed). */
  async check(name: string, run: () => Promise<string[]>): Promise<void> {
    let found: string[]
    try {
      found = await run()
    } catch (error) {
      found = [`threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`]
    }
    if (found.length === 0) {
      this.passed += 1
      return
    }
    this.failed += 1
    for (const problem of found) this.problems.push(`${name}: ${problem}`)
    console.log(`FAIL ${name}\n  ${found.slice(0, 5).join('\n  ')}${found.length > 5 ? '\n  …' : ''}`)
  }

  /** Runs `run` over `items`, `concurrency` at a time. */
  async forEach<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
    let next = 0
    const worker = async () => {
      while (next < items.length) await run(items[next++])
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
  }

  recordStatus(status: number): void {
    this.requests += 1
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1)
  }

  /** The figures as printed, then the JSON last line. */
  summary(): { lines: string[]; json: Record<string, unknown> } {
    const statuses = Object.fromEntries([...this.statuses].sort(([a], [b]) => a - b))
    const seconds = Math.round((performance.now() - this.started) / 100) / 10
    const json = {
      suite: 'security',
      ...this.figures,
      requests: this.requests,
      statuses,
      checks: { passed: this.passed, failed: this.failed },
      problems: this.problems.length,
      seconds,
    }
    const lines = [
      ...Object.entries(this.figures).map(([name, value]) => `${name.padEnd(28)} ${value}`),
      `${'requests made'.padEnd(28)} ${this.requests}`,
      `${'statuses seen'.padEnd(28)} ${Object.entries(statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
      `${'checks'.padEnd(28)} ${this.passed} passed, ${this.failed} failed`,
      `${'problems found'.padEnd(28)} ${this.problems.length}`,
      ...this.problems.slice(0, 50).map((p) => `  - ${p}`),
      `${'time'.padEnd(28)} ${seconds} s`,
    ]
    return { lines, json }
  }
}
