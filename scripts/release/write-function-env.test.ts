import { describe, expect, test } from 'vitest'
import { functionEnvFile } from './write-function-env.ts'

const settings = {
  SITE_URL: 'https://www.harbourline.com.au',
  MAIL_FROM: 'Harbourline Services <no-reply@harbourline.com.au>',
  BUSINESS_EMAIL: 'office@harbourline.com.au',
  DEFAULT_ADMIN_EMAIL: 'owner@harbourline.com.au',
}

describe("the functions' production settings file", () => {
  test('holds every setting, quoted as dotenv reads it', () => {
    const file = functionEnvFile(settings)
    expect(file.ok && file.text.split('\n').slice(1)).toEqual([
      'SITE_URL="https://www.harbourline.com.au"',
      'MAIL_FROM="Harbourline Services <no-reply@harbourline.com.au>"',
      'BUSINESS_EMAIL="office@harbourline.com.au"',
      'DEFAULT_ADMIN_EMAIL="owner@harbourline.com.au"',
      '',
    ])
  })

  test('is not written while a setting is missing or a placeholder; each is named', () => {
    expect(
      functionEnvFile({ ...settings, SITE_URL: undefined, BUSINESS_EMAIL: 'hello@harbourline.example' }),
    ).toEqual({
      ok: false,
      problems: [
        'SITE_URL is not set: it is the public address, for links in e-mails.',
        'BUSINESS_EMAIL "hello@harbourline.example" is a placeholder address: it is where the notices of new enquiries go.',
      ],
    })
  })
})
