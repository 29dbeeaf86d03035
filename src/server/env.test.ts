import { describe, expect, test } from 'vitest'
import { ConfigurationError, parseEnv, PRODUCTION_SETTINGS, productionSettingsProblems } from './env.ts'

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

describe('production settings', () => {
  const real = {
    DEFAULT_ADMIN_SECRET: 'a-long-enough-secret',
    SITE_URL: 'https://www.harbourline.com.au',
    MAIL_FROM: 'Harbourline Services <no-reply@harbourline.com.au>',
    BUSINESS_EMAIL: 'office@harbourline.com.au',
    DEFAULT_ADMIN_EMAIL: 'owner@harbourline.com.au',
  }

  test('production starts with every setting given and real', () => {
    expect(parseEnv(real, { production: true })).toMatchObject({
      SITE_URL: 'https://www.harbourline.com.au',
      BUSINESS_EMAIL: 'office@harbourline.com.au',
    })
  })

  test.each(Object.keys(PRODUCTION_SETTINGS))('production refuses to start without %s, naming it', (key) => {
    expect(() => parseEnv({ ...real, [key]: '' }, { production: true })).toThrow(
      new RegExp(`${key} is not set: it is `),
    )
    // The local stack and the tests keep their defaults.
    expect(() => parseEnv({ ...real, [key]: '' })).not.toThrow()
  })

  test.each([
    ['SITE_URL', 'https://harbourline.example', 'SITE_URL is still the placeholder address'],
    ['SITE_URL', 'http://www.harbourline.com.au', 'is not an https:// address'],
    ['MAIL_FROM', 'Harbourline Services <no-reply@harbourline.example>', 'MAIL_FROM "Harbourline Services'],
    [
      'BUSINESS_EMAIL',
      'hello@harbourline.example',
      'BUSINESS_EMAIL "hello@harbourline.example" is a placeholder',
    ],
    ['DEFAULT_ADMIN_EMAIL', 'admin@example.com', 'DEFAULT_ADMIN_EMAIL "admin@example.com" is a placeholder'],
    // docs/deploying.md's own example, copied as it stands.
    ['BUSINESS_EMAIL', 'office@example.com.au', 'BUSINESS_EMAIL "office@example.com.au" is a placeholder'],
  ])('production refuses %s = %s', (key, value, message) => {
    expect(() => parseEnv({ ...real, [key]: value }, { production: true })).toThrow(message)
  })

  test('every problem is listed at once, one sentence each', () => {
    expect(productionSettingsProblems({})).toEqual([
      'SITE_URL is not set: it is the public address, for links in e-mails.',
      'MAIL_FROM is not set: it is the sender of every e-mail the site sends.',
      'BUSINESS_EMAIL is not set: it is where the notices of new enquiries go.',
      'DEFAULT_ADMIN_EMAIL is not set: it is the first admin account.',
    ])
  })
})
