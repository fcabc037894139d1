import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'
import type { LoginResult } from '../auth'

const tags = ['login']
const str = schema.string()

/** What a third-party ticket answers: the session, without the departments and dictionaries of a password login. */
export type ThirdPartyLoginResult = Pick<LoginResult, 'token' | 'userInfo'>
/** What a validated CAS ticket answers. */
export type CasLoginResult = Pick<LoginResult, 'token' | 'userInfo' | 'departs' | 'multi_depart'>

/** Forgotten password step 1: the checked code and the account of the phone, sent back in the final step. */
export interface PhoneVerification {
  smscode: string
  username: string
}

const smsBody = schema.object({
  mobile: str,
  smsmode: schema.stringOrNumber(),
  captcha: str,
  checkKey: schema.stringOrNumber(),
})
const smsSummary =
  'Send an SMS code after the image captcha (captcha, checkKey); smsmode 0 login, 1 register, 2 forgotten password'

/**
 * Signing in and out (password, phone, third-party ticket, CAS), the captchas and SMS codes that guard them, and
 * self-registration and the forgotten password: every call the login pages make, none needing a session. Kept apart
 * from the other groups so the login page loads only these.
 */
export const authActions = {
  captcha: defineAction({
    method: 'GET',
    path: '/sys/randomImage/:key',
    permission: 'public',
    summary: 'Captcha image for a client-chosen key (one-time, 60 s)',
    tags,
    params: schema.object({ key: schema.string({ minLength: 1, maxLength: 64 }) }),
    result: returns<string>(),
  }),
  login: defineAction({
    method: 'POST',
    path: '/sys/login',
    permission: 'public',
    summary: 'Password login with captcha',
    tags,
    body: schema.object({
      username: str,
      password: str,
      captcha: str,
      checkKey: schema.stringOrNumber(),
      remember_me: {},
    }),
    result: returns<LoginResult>(),
  }),
  logout: defineAction({
    method: 'POST',
    path: '/sys/logout',
    permission: 'public',
    summary: 'Revoke the current token',
    tags,
    result: returns<null>(),
  }),
  sms: defineAction({
    method: 'POST',
    path: '/sys/sms',
    permission: 'public',
    summary: smsSummary,
    tags,
    body: smsBody,
    result: returns<null>(),
  }),
  /** The same as `sms`, under the path JeecgBoot's account pages use. */
  accountSms: defineAction({
    method: 'POST',
    path: '/account/sms',
    permission: 'public',
    summary: smsSummary,
    tags,
    body: smsBody,
    result: returns<null>(),
  }),
  phoneLogin: defineAction({
    method: 'POST',
    path: '/sys/phoneLogin',
    permission: 'public',
    summary: 'Log in with a phone number and its SMS code (one-time)',
    tags,
    body: schema.object({ mobile: str, captcha: str }),
    result: returns<LoginResult>(),
  }),
  thirdPartyLogin: defineAction({
    method: 'GET',
    path: '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    permission: 'public',
    summary: 'Exchange a one-time login ticket issued by this server for a session',
    tags,
    params: schema.object({
      token: schema.string({ minLength: 1, maxLength: 128 }),
      thirdType: schema.string({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
    }),
    result: returns<ThirdPartyLoginResult>(),
  }),
  casLogin: defineAction({
    method: 'GET',
    path: '/sys/cas/client/validateLogin',
    permission: 'public',
    summary: 'Validate a CAS service ticket against CAS_SERVER_URL and log the user in',
    tags,
    query: schema.object(
      { ticket: schema.string({ minLength: 1 }), service: schema.string({ minLength: 1 }) },
      ['ticket', 'service'],
    ),
    result: returns<CasLoginResult>(),
  }),
  register: defineAction({
    method: 'POST',
    path: '/sys/user/register',
    permission: 'public',
    summary: 'Self-registration with a phone SMS code (smsmode 1); the user gets no roles',
    tags,
    body: schema.object({
      username: str,
      password: str,
      phone: str,
      smscode: str,
      email: str,
      realname: str,
    }),
    result: returns<null>(),
  }),
  phoneVerification: defineAction({
    method: 'POST',
    path: '/sys/user/phoneVerification',
    permission: 'public',
    summary: 'Forgotten password step 1: check the SMS code (smsmode 2); returns {smscode, username}',
    tags,
    body: schema.object({ phone: str, smscode: str }),
    result: returns<PhoneVerification>(),
  }),
  passwordChange: defineAction({
    method: 'POST',
    path: '/sys/user/passwordChange',
    permission: 'public',
    summary: 'Forgotten password final step; needs the one-time ticket left by phoneVerification',
    tags,
    body: schema.object({ username: str, password: str, smscode: str, phone: str }),
    result: returns<null>(),
  }),
}
