/** Route guards of spec §2, as a pure decision so every rule is tested without a browser. */
import type { SessionKind } from '../session/sessionStore'

export type NavigationDecision = { allow: true } | { allow: false; redirect: string }

/** The recruitment portal's pages that visitors and interviewees alike may open. */
const PORTAL_PATHS: readonly string[] = [
  '/zhaopin',
  '/zhaopin/home',
  '/zhaopin/home/company',
  '/zhaopin/home/job',
  '/zhaopin/home/notice',
  '/zhaopin/home/person/mail',
  '/zhaopin/home/anno/list',
  '/zhaopin/home/anno/detail',
]

/** The buyers' public tracking page: open to everyone, signed in or not. */
export const TRACK_PATH = '/track'

export const PUBLIC_PATHS: readonly string[] = [
  TRACK_PATH,
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  ...PORTAL_PATHS,
  '/privacy',
  // The third-party and CAS login landings (spec §2 Login views) are reached before anyone is signed in.
  '/user/third-login',
  '/user/cas',
]

/** What a signed-in interviewee may open; anything else sends them to /zhaopin. */
export const INTERVIEWEE_PATHS: readonly string[] = [
  '/submitResume',
  '/resumeConfirm',
  '/resumeSuccess',
  '/resume',
  ...PORTAL_PATHS,
  '/zhaopin/home/person/center',
  TRACK_PATH,
]

export const LOGIN_PATH = '/user/login'
export const VISITOR_LANDING = '/zhaopin/home/company'
export const INTERVIEWEE_LANDING = '/zhaopin'

function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

export function decideNavigation(
  rawPath: string,
  session: SessionKind,
  staffDefaultPage: string,
): NavigationDecision {
  const path = normalise(rawPath)
  switch (session) {
    case 'staff':
      return path === LOGIN_PATH ? { allow: false, redirect: staffDefaultPage } : { allow: true }
    case 'interviewee':
      return INTERVIEWEE_PATHS.includes(path)
        ? { allow: true }
        : { allow: false, redirect: INTERVIEWEE_LANDING }
    default:
      return PUBLIC_PATHS.includes(path) ? { allow: true } : { allow: false, redirect: VISITOR_LANDING }
  }
}
