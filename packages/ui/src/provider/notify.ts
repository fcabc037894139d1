/** How widgets tell the user something (a toast by default). */
export interface Notify {
  success(message: string): void
  info(message: string): void
  warning(message: string): void
  error(message: string, title?: string): void
}
