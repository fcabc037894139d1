import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config'

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/portico')
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/portico/data',
      logLevel: 'info',
      tokenTtlSeconds: 3600,
      nodeEnv: 'development',
    })
    expect(config.appDist).toMatch(/packages\/app\/dist$/)
    expect(config.databaseUrl).toBeUndefined()
    expect(config).toMatchObject({
      uploadDir: '/srv/portico/data/upload',
      uploadMaxBytes: 10 * 1024 * 1024,
      importBatchSize: 2000,
      reportTimeoutMs: 10_000,
    })
  })

  it('reads the upload folder and limits', () => {
    expect(
      loadConfig({ DATA_DIR: '/var/portico', UPLOAD_MAX_BYTES: '2048', IMPORT_BATCH_SIZE: '50' }, '/srv'),
    ).toMatchObject({ uploadDir: '/var/portico/upload', uploadMaxBytes: 2048, importBatchSize: 50 })
    expect(loadConfig({ UPLOAD_DIR: 'files' }, '/srv').uploadDir).toBe('/srv/files')
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '0' })).toThrow(ConfigError)
    expect(() => loadConfig({ IMPORT_BATCH_SIZE: '0' })).toThrow(ConfigError)
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '10MB' })).toThrow(ConfigError)
    expect(loadConfig({ REPORT_TIMEOUT_MS: '2500' }).reportTimeoutMs).toBe(2500)
    expect(() => loadConfig({ REPORT_TIMEOUT_MS: '0' })).toThrow(ConfigError)
  })

  it('reads an S3-compatible file store only when S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    expect(
      loadConfig({
        S3_BUCKET: 'portico',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PREFIX: 'prod',
      }).s3,
    ).toEqual({
      bucket: 'portico',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      prefix: 'prod/',
      forcePathStyle: undefined,
    })
    expect(() => loadConfig({ S3_BUCKET: 'portico', S3_ACCESS_KEY_ID: 'k' })).toThrow(ConfigError)
  })

  it('refuses CAPTCHA_FIXED_CODE outside NODE_ENV=test', () => {
    for (const NODE_ENV of [undefined, 'production', 'development']) {
      expect(() => loadConfig({ CAPTCHA_FIXED_CODE: '1234', NODE_ENV })).toThrow(ConfigError)
    }
    expect(loadConfig({ CAPTCHA_FIXED_CODE: '1234', NODE_ENV: 'test' }).captchaFixedCode).toBe('1234')
  })

  it('refuses malformed numbers', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(loadConfig({ PORT: '8080', TOKEN_TTL_SECONDS: '60' })).toMatchObject({
      port: 8080,
      tokenTtlSeconds: 60,
    })
  })
})
