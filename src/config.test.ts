import { describe, expect, test } from 'bun:test'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  test('the site address defaults to where the server listens, so links work on any port', () => {
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000')
    expect(loadConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080')
    expect(loadConfig({ PORT: '8080', SITE_URL: 'https://me.example/' }).siteUrl).toBe('https://me.example')
  })

  test('has working defaults for a newcomer', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toBe('./data')
    expect(config.admin).toBeUndefined()
    expect(config.secureCookies).toBe(false)
    expect(config.owner.name).toBe('Alex Morgan')
    expect(config.corsOrigins).toEqual([])
  })

  test('production unless asked otherwise; npm start and serve say so, only npm run dev is development', async () => {
    expect(loadConfig({}).env).toBe('production')
    const { scripts } = (await Bun.file(new URL('../package.json', import.meta.url)).json()) as {
      scripts: Record<string, string>
    }
    expect(scripts.serve).toStartWith('NODE_ENV=production ')
    expect(scripts.start).toEndWith('npm run serve')
    expect(scripts.dev).toStartWith('NODE_ENV=development ')
  })

  test('CORS_ORIGINS is a list of origins; anything else stops start-up naming it', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5173' }).corsOrigins).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ])
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS: a comma/)
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/)
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

  test('a variable with a few choices names them when it holds another', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'warn' })).toThrow('LOG_LEVEL: one of "info", "silent" (got "warn")')
    expect(() => loadConfig({ NODE_ENV: 'prod' })).toThrow(
      'NODE_ENV: one of "development", "production", "test" (got "prod")',
    )
    expect(() => loadConfig({ INSIGHTS: 'yes' })).toThrow('INSIGHTS: one of "on", "off" (got "yes")')
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
    expect(loadConfig({ GRAPHIQL: 'false' }).graphiql).toBe(false)
    expect(loadConfig({ GRAPHIQL: '0' }).graphiql).toBe(false)
    expect(loadConfig({ TRUST_PROXY: ' TRUE ' }).trustProxy).toBe(true)
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/)
  })

  test('a number is written as the number it is: no fractions, hex or exponents', () => {
    expect(loadConfig({ PORT: '8080' }).port).toBe(8080)
    for (const port of ['3000.5', '0x10', '1e3', '80a'])
      expect(() => loadConfig({ PORT: port })).toThrow(/PORT/)
  })

  test('database timeouts default to a few seconds; metrics are off unless configured', () => {
    const config = loadConfig({})
    expect([config.databaseConnectTimeoutMs, config.databaseStatementTimeoutMs]).toEqual([3000, 5000])
    expect(config.metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' })
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '1500' }).databaseConnectTimeoutMs).toBe(1500)
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '5s' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/)
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
  })

  test('the response cache holds 32 MB unless CACHE_MAX_MB says otherwise; 0 turns it off', () => {
    expect(loadConfig({}).cacheMaxBytes).toBe(32 * 1024 * 1024)
    expect(loadConfig({ CACHE_MAX_MB: '0' }).cacheMaxBytes).toBe(0)
    expect(() => loadConfig({ CACHE_MAX_MB: '-1' })).toThrow(/CACHE_MAX_MB/)
    expect(() => loadConfig({ CACHE_MAX_MB: 'lots' })).toThrow(/CACHE_MAX_MB/)
  })
})
