/** A setting that must never reach production: the server refuses to start and prints the message. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}
