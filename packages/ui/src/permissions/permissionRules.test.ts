import type { AuthItem } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import {
  actionsDeniedUnder,
  excludeDenied,
  holdsAny,
  isActionAllowed,
  isButtonVisible,
  isRouteVisible,
  tableActionVisibility,
} from './permissionRules'

const item = (action: string, type = '1', status?: string): AuthItem => ({
  action,
  type,
  describe: action,
  status,
})

describe('isActionAllowed (first reading)', () => {
  it('keeps an action the user holds as a non type-2 entry', () => {
    expect(
      isActionAllowed('user:add', { auth: [item('user:add')], allAuth: [item('user:add', '1', '1')] }),
    ).toBe(true)
  })
  it('removes an action the user holds only as a type-2 entry', () => {
    expect(isActionAllowed('user:add', { auth: [item('user:add', '2')], allAuth: [] })).toBe(false)
  })
  it('keeps an action whose system-wide entry is switched off (status 0)', () => {
    expect(isActionAllowed('user:add', { auth: [], allAuth: [item('user:add', '1', '0')] })).toBe(true)
  })
  it('removes an action the user does not hold', () => {
    expect(
      isActionAllowed('user:add', { auth: [item('user:edit')], allAuth: [item('user:add', '1', '1')] }),
    ).toBe(false)
    expect(isActionAllowed('user:add', { auth: [], allAuth: [] })).toBe(false)
  })
})

describe('isButtonVisible (second reading)', () => {
  it('shows a button the user has as a type-2 entry', () => {
    expect(isButtonVisible('b', { auth: [item('b', '2')], allAuth: [] })).toBe(true)
  })
  it('hides a button whose system entry has status 0', () => {
    expect(isButtonVisible('b', { auth: [], allAuth: [item('b', '2', '0')] })).toBe(false)
  })
  it('shows a button with an enabled system entry the user does not list', () => {
    expect(isButtonVisible('b', { auth: [], allAuth: [item('b', '2', '1')] })).toBe(true)
  })
  it('hides a button with an enabled system entry when the user lists the action (non type-2)', () => {
    expect(isButtonVisible('b', { auth: [item('b', '1')], allAuth: [item('b', '2', '1')] })).toBe(false)
  })
  it('hides a button without any system entry', () => {
    expect(isButtonVisible('b', { auth: [], allAuth: [] })).toBe(false)
  })
})

describe('actionsDeniedUnder', () => {
  const lists = {
    auth: [item('user:add'), item('user:phone', '2')],
    allAuth: [
      item('user:add', '1', '1'),
      item('user:phone', '1', '1'),
      item('user:email', '1', '1'),
      item('user:off', '1', '0'),
      item('user:disabled-type', '2', '1'),
      item('role:add', '1', '1'),
    ],
  }
  it('lists enabled menu-type actions under the prefix that the user lacks, without the prefix', () => {
    expect(actionsDeniedUnder('user:', lists)).toEqual(['phone', 'email'])
  })
  it('is empty when nothing is under the prefix', () => {
    expect(actionsDeniedUnder('depart:', lists)).toEqual([])
  })
})

describe('tableActionVisibility', () => {
  const allAuth = [item('order:add', '1', '1'), item('order:batch_delete', '1', '1')]
  it('shows both without a prefix', () => {
    expect(tableActionVisibility(undefined, { auth: [], allAuth })).toEqual({
      add: true,
      batchDelete: true,
      remove: true,
    })
  })
  it('hides add and batch delete (and remove) when the user lacks them under the prefix', () => {
    expect(tableActionVisibility('order', { auth: [], allAuth })).toEqual({
      add: false,
      batchDelete: false,
      remove: false,
    })
  })
  it('shows what the user holds', () => {
    expect(tableActionVisibility('order', { auth: [item('order:add')], allAuth })).toEqual({
      add: true,
      batchDelete: false,
      remove: false,
    })
    expect(
      tableActionVisibility('order', { auth: [item('order:add'), item('order:batch_delete')], allAuth }),
    ).toEqual({ add: true, batchDelete: true, remove: true })
  })
})

describe('excludeDenied', () => {
  const columns = [{ key: 'name' }, { key: 'phone' }, { key: 'email' }]
  const lists = {
    auth: [item('user:email')],
    allAuth: [item('user:phone', '1', '1'), item('user:email', '1', '1')],
  }
  it('drops the columns denied under the prefix', () => {
    expect(excludeDenied(columns, (c) => c.key, 'user:', lists).map((c) => c.key)).toEqual(['name', 'email'])
  })
  it('keeps every column without a prefix', () => {
    expect(excludeDenied(columns, (c) => c.key, undefined, lists)).toHaveLength(3)
  })
})

describe('isRouteVisible', () => {
  it('shows a route without a permission list', () => {
    expect(isRouteVisible(undefined, [])).toBe(true)
    expect(isRouteVisible([], [])).toBe(true)
  })
  it('shows a route when the user holds one of its permissions, hides it otherwise', () => {
    const required = [item('a'), item('b')]
    expect(isRouteVisible(required, [item('b')])).toBe(true)
    expect(isRouteVisible(required, [item('c')])).toBe(false)
  })
  it('refuses a null list of held permissions when the route needs one', () => {
    expect(() => isRouteVisible([item('a')], null)).toThrow('permissions must be a non-null array')
  })
})

describe('holdsAny', () => {
  const lists = { auth: [item('x')], allAuth: [] }
  it('answers for a list of codes', () => {
    expect(holdsAny(['y', 'x'], lists)).toBe(true)
    expect(holdsAny(['y'], lists)).toBe(false)
  })
  it('refuses an empty or null list', () => {
    expect(() => holdsAny([], lists)).toThrow('permissions must be a non-null array')
    expect(() => holdsAny(null, lists)).toThrow('permissions must be a non-null array')
  })
})
