export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** One JSON object per line on stdout/stderr, easy for any log shipper; never pass secrets in fields. */
export function createLogger(enabled: boolean): Logger {
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })
    if (level === 'error') console.error(line)
    else console.log(line)
  }
  return {
    info: (message, fields) => enabled && write('info', message, fields),
    error: (message, fields) => write('error', message, fields),
  }
}

export function describeError(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) }
}
