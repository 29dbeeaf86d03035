import { describe, expect, test } from 'vitest'
import { emailParts } from './email-address.tsx'

describe('emailParts', () => {
  test('splits after the @ and before each dot, and loses nothing', () => {
    const email = 'alexandra.montgomery@northern-beaches.electrical.example'
    const parts = emailParts(email)
    expect(parts).toEqual(['alexandra', '.montgomery@', 'northern-beaches', '.electrical', '.example'])
    expect(parts.join('')).toBe(email)
  })

  test('an address without dots before the @ is two parts and a dot each after', () => {
    expect(emailParts('jo@example.com')).toEqual(['jo@', 'example', '.com'])
  })
})
