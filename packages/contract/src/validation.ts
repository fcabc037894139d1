/** Shared by the server's checks and the forms, so both refuse the same input. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{2,32}$/
export const PASSWORD_MIN_LENGTH = 6
