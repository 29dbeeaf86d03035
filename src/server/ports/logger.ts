/** Where the server writes what went wrong: the console, the function's log, or a test's record. */
export interface Logger {
  error(...args: unknown[]): void
  warn(...args: unknown[]): void
}
