/** Shared by the server's checks and the forms, so both refuse the same input. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{2,32}$/
/** New and changed passwords (NIST SP 800-63B: at least 8; the server also refuses common ones). */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 64
