import { describe, expect, it } from 'vitest'
import { createExpiringStorage, memoryBackend } from './expiringStorage'

describe('expiring storage', () => {
  it('keeps a value until its lifetime ends, under the namespace', () => {
    let now = 1000
    const backend = memoryBackend()
    const storage = createExpiringStorage(backend, 'pro__', () => now)
    storage.set('token', 'abc', 500)
    expect(backend.getItem('pro__token')).not.toBeNull()
    now = 1499
    expect(storage.get('token')).toBe('abc')
    now = 1500
    expect(storage.get('token')).toBeNull()
    expect(backend.getItem('pro__token')).toBeNull()
  })

  it('keeps values without a lifetime and slides a touched one', () => {
    let now = 0
    const storage = createExpiringStorage(memoryBackend(), 'x_', () => now)
    storage.set('forever', { a: 1 })
    storage.set('session', 't', 100)
    now = 90
    storage.touch('session', 100)
    now = 150
    expect(storage.get('session')).toBe('t')
    expect(storage.get('forever')).toEqual({ a: 1 })
  })

  it('drops unreadable entries instead of throwing', () => {
    const backend = memoryBackend()
    backend.setItem('x_bad', '{not json')
    const storage = createExpiringStorage(backend, 'x_')
    expect(storage.get('bad')).toBeNull()
  })
})
