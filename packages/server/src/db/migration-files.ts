import { randomUUID } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

interface JournalEntry {
  idx: number
  version: string
  when: number
  tag: string
  breakpoints: boolean
}

interface Journal {
  version: string
  dialect: string
  entries: JournalEntry[]
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)

/**
 * Adds a migration of `statements` to drizzle's folder as drizzle-kit would: `NNNN_<name>.sql` with its statement
 * breakpoints, an entry in `meta/_journal.json` (what `migrateDatabase` runs, in order of `when`), and a snapshot
 * chained to the last one (the Drizzle schema is unchanged, so the next `drizzle-kit generate` diffs as before).
 * Answers the file's path.
 */
export function appendMigration(folder: string, name: string, statements: readonly string[]): string {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`bad migration name ${name}`)
  const journalFile = path.join(folder, 'meta/_journal.json')
  const journal = readJson<Journal>(journalFile)
  const last = journal.entries.at(-1)
  if (!last) throw new Error('the journal has no migration to follow')
  const idx = last.idx + 1
  const tag = `${String(idx).padStart(4, '0')}_${name}`
  const file = path.join(folder, `${tag}.sql`)
  writeFileSync(
    file,
    `${statements.map((statement) => `${statement};`).join('--> statement-breakpoint\n')}\n`,
  )
  const snapshot = readJson<{ id: string }>(
    path.join(folder, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`),
  )
  writeJson(path.join(folder, `meta/${String(idx).padStart(4, '0')}_snapshot.json`), {
    ...snapshot,
    id: randomUUID(),
    prevId: snapshot.id,
  })
  journal.entries.push({
    idx,
    version: last.version,
    when: Math.max(Date.now(), last.when + 1),
    tag,
    breakpoints: true,
  })
  writeJson(journalFile, journal)
  return file
}
