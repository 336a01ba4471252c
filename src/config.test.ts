import { describe, expect, test } from 'bun:test'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  test('has working defaults for a newcomer', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toBe('./data')
    expect(config.admin).toBeUndefined()
    expect(config.secureCookies).toBe(false)
    expect(config.owner.firstName).toBe('Alex')
  })

  test('names every invalid variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError)
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })
    } catch (error) {
      expect((error as Error).message).toContain('PORT')
      expect((error as Error).message).toContain('DATABASE_URL')
    }
  })

  test('requires the admin username and password together', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'root' })).toThrow(/ADMIN_USERNAME and ADMIN_PASSWORD/)
    expect(loadConfig({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'long-enough' }).admin?.username).toBe('root')
  })

  test('https site URLs turn on secure cookies', () => {
    expect(loadConfig({ SITE_URL: 'https://example.com/' }).secureCookies).toBe(true)
    expect(loadConfig({ SITE_URL: 'https://example.com/' }).siteUrl).toBe('https://example.com')
  })

  test('parses booleans and rejects nonsense', () => {
    expect(loadConfig({ GRAPHIQL: 'off' }).graphiql).toBe(false)
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/)
  })

  test('database timeouts default to a few seconds; metrics are off unless configured', () => {
    const config = loadConfig({})
    expect([config.databaseConnectTimeoutMs, config.databaseStatementTimeoutMs]).toEqual([3000, 5000])
    expect(config.metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' })
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '1500' }).databaseConnectTimeoutMs).toBe(1500)
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '5s' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/)
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
  })
})
