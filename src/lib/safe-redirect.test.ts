import { describe, expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

const origin = 'https://harbourline.example'
const go = (candidate: string | null) => safeRedirect(candidate, '/home', origin)
/** Where a browser lands when it is sent to `target` from a page of ours. */
const landsOn = (target: string) => new URL(target, `${origin}/login`).origin

describe('safeRedirect', () => {
  test('keeps a path of ours, with its query and fragment', () => {
    expect(go('/account')).toBe('/account')
    expect(go('/admin/enquiries?status=open#e-12')).toBe('/admin/enquiries?status=open#e-12')
    expect(go('/blog/../gallery')).toBe('/gallery')
  })

  test('never leads to another site, however the address is written', () => {
    for (const attack of [
      '//evil.example/x',
      '/.//evil.example/phish',
      '/%2e//evil.example/phish',
      '/a/..//evil.example/phish',
      '/\t/evil.example/phish',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'account',
    ]) {
      const target = go(attack)
      expect(target, attack).toBe('/home')
      expect(landsOn(target), attack).toBe(origin)
    }
  })

  test('falls back when there is no redirect', () => {
    expect(go(null)).toBe('/home')
    expect(go('')).toBe('/home')
  })
})
