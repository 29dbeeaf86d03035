import { describe, expect, test } from 'vitest'
import { signInContinueUrl, signInNoticeText, signInNotices } from './sign-in-notice.ts'

const origin = 'https://example.com'

describe('signInContinueUrl', () => {
  test('leads back to the sign-in page it was asked from, saying what the link did', () => {
    expect(signInContinueUrl('/login', 'email-confirmed', origin)).toBe(
      'https://example.com/login?notice=email-confirmed',
    )
    expect(signInContinueUrl('/admin/login', 'password-changed', origin)).toBe(
      'https://example.com/admin/login?notice=password-changed',
    )
  })
})

describe('signInNoticeText', () => {
  test('reads the notice a continue URL set', () => {
    expect(signInNoticeText('?notice=email-confirmed')).toBe(signInNotices['email-confirmed'])
    expect(signInNoticeText('?redirect=%2Fgallery&notice=password-changed')).toBe(
      signInNotices['password-changed'],
    )
  })

  test('says nothing without a notice, or for one it does not know', () => {
    expect(signInNoticeText('')).toBeNull()
    expect(signInNoticeText('?email=a%40example.com')).toBeNull()
    expect(signInNoticeText('?notice=')).toBeNull()
    expect(signInNoticeText('?notice=toString')).toBeNull()
    expect(signInNoticeText('?notice=%3Cscript%3E')).toBeNull()
  })
})
