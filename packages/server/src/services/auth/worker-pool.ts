import { Worker } from 'node:worker_threads'

interface Job<Task, Result> {
  task: Task
  resolve(result: Result): void
  reject(error: Error): void
}

/**
 * At most `size` worker threads, started on demand, each running one task at a time; further tasks wait in order.
 * Idle workers are unreferenced, so they never keep the process alive.
 */
export class WorkerPool<Task, Result> {
  private readonly idle: Worker[] = []
  private readonly busy = new Map<Worker, Job<Task, Result>>()
  private readonly waiting: Job<Task, Result>[] = []

  constructor(
    private readonly script: URL,
    readonly size: number,
  ) {
    if (size < 1) throw new Error(`a worker pool needs at least one worker: ${size}`)
  }

  /** Tasks running now (at most `size`). */
  get running(): number {
    return this.busy.size
  }

  run(task: Task): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ task, resolve, reject })
      this.dispatch()
    })
  }

  async close(): Promise<void> {
    const workers = [...this.idle, ...this.busy.keys()]
    this.idle.length = 0
    await Promise.all(workers.map((worker) => worker.terminate()))
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const worker = this.idle.pop() ?? this.spawn()
      if (!worker) return
      const job = this.waiting.shift() as Job<Task, Result>
      this.busy.set(worker, job)
      worker.ref()
      worker.postMessage(job.task)
    }
  }

  private spawn(): Worker | undefined {
    if (this.busy.size + this.idle.length >= this.size) return undefined
    const worker = new Worker(this.script)
    worker.on('message', (message: { result?: Result; error?: string }) => {
      const job = this.busy.get(worker)
      this.busy.delete(worker)
      worker.unref()
      this.idle.push(worker)
      if (message.error !== undefined) job?.reject(new Error(message.error))
      else job?.resolve(message.result as Result)
      this.dispatch()
    })
    // A worker that dies takes its task with it; the next task starts a new one.
    worker.on('error', (error) => {
      this.busy.get(worker)?.reject(error)
      this.forget(worker)
    })
    worker.on('exit', () => this.forget(worker))
    return worker
  }

  private forget(worker: Worker): void {
    const job = this.busy.get(worker)
    this.busy.delete(worker)
    job?.reject(new Error('password worker stopped'))
    const index = this.idle.indexOf(worker)
    if (index >= 0) this.idle.splice(index, 1)
    this.dispatch()
  }
}
