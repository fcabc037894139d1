import { describe, expect, it } from 'vitest'
import { decideNavigation, INTERVIEWEE_PATHS, PUBLIC_PATHS } from './guards'

const home = '/dashboard/analysis'

describe('route guards (spec §2)', () => {
  it('lets a visitor open every public path', () => {
    for (const path of PUBLIC_PATHS) expect(decideNavigation(path, 'none', home)).toEqual({ allow: true })
  })

  it('sends a visitor elsewhere to the company page', () => {
    for (const path of [
      '/',
      '/dashboard/analysis',
      '/isystem/user',
      '/resume',
      '/zhaopin/home/person/center',
    ]) {
      expect(decideNavigation(path, 'none', home)).toEqual({
        allow: false,
        redirect: '/zhaopin/home/company',
      })
    }
  })

  it('sends a member of staff away from the login page to the default page', () => {
    expect(decideNavigation('/user/login', 'staff', home)).toEqual({ allow: false, redirect: home })
    expect(decideNavigation('/user/login/', 'staff', home)).toEqual({ allow: false, redirect: home })
    expect(decideNavigation('/isystem/user', 'staff', home)).toEqual({ allow: true })
  })

  it('keeps an interviewee inside the portal', () => {
    for (const path of INTERVIEWEE_PATHS)
      expect(decideNavigation(path, 'interviewee', home)).toEqual({ allow: true })
    for (const path of ['/dashboard/analysis', '/user/login', '/privacy']) {
      expect(decideNavigation(path, 'interviewee', home)).toEqual({ allow: false, redirect: '/zhaopin' })
    }
  })
})
