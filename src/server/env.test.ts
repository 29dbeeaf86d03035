import { expect, test } from 'vitest'
import { ConfigurationError, parseEnv } from './env.ts'

test('defaults fill in everything but the secret', () => {
  expect(parseEnv({ DEFAULT_ADMIN_SECRET: 'a-long-enough-secret' })).toEqual({
    STORAGE: 'local',
    DATA_DIR: '.data',
    PUBLIC_MEDIA_BASE: '/api/media',
    DEFAULT_ADMIN_EMAIL: 'admin@harbourline.example',
    DEFAULT_ADMIN_SECRET: 'a-long-enough-secret',
    MAIL_FROM: 'Harbourline Services <no-reply@harbourline.example>',
    BUSINESS_EMAIL: 'hello@harbourline.example',
    SITE_URL: 'https://harbourline.example',
    PORT: 8787,
    HOST: '127.0.0.1',
  })
})

test('fails fast with the list of everything missing or wrong', () => {
  const parse = () =>
    parseEnv({ STORAGE: 'cloud', DEFAULT_ADMIN_EMAIL: 'nope', PUBLIC_MEDIA_BASE: 'http://x' })
  expect(parse).toThrow(ConfigurationError)
  const message = (() => {
    try {
      parse()
      return ''
    } catch (error) {
      return (error as Error).message
    }
  })()
  expect(message).toContain('DEFAULT_ADMIN_SECRET is required')
  expect(message).toContain('STORAGE')
  expect(message).toContain('DEFAULT_ADMIN_EMAIL must be an e-mail address')
  expect(message).toContain('PUBLIC_MEDIA_BASE must start with / or https://')
})

test('an empty variable counts as unset', () => {
  expect(() => parseEnv({ DEFAULT_ADMIN_SECRET: '' })).toThrow(/DEFAULT_ADMIN_SECRET is required/)
})

test('SMTP_URL must be an smtp:// or smtps:// address', () => {
  const secret = { DEFAULT_ADMIN_SECRET: 'a-long-enough-secret' }
  expect(parseEnv({ ...secret, SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }).SMTP_URL).toBe(
    'smtps://user:pass@smtp.example.com:465',
  )
  expect(() => parseEnv({ ...secret, SMTP_URL: 'https://smtp.example.com' })).toThrow(
    'SMTP_URL must be an smtp:// or smtps:// URL',
  )
})
