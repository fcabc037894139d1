import { createHash, randomUUID } from 'node:crypto'

/** 32-character id like JeecgBoot's. */
export const newId = (): string => randomUUID().replaceAll('-', '')

/** Stable id for seeded rows, so re-seeding finds the same row. */
export const seedId = (key: string): string => createHash('md5').update(`portico:${key}`).digest('hex')
