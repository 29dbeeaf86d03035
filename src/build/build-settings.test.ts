import { describe, expect, test } from 'vitest'
import {
  buildSettings,
  BuildSettingsError,
  DEMO_FIREBASE,
  LOCAL_AUTH_EMULATOR_ORIGIN,
  PLACEHOLDER_SITE_URL,
} from './build-settings.ts'

const production = {
  STORAGE: 'firebase',
  SITE_URL: 'https://www.harbourline.com.au',
  PUBLIC_FIREBASE_API_KEY: 'AIzaSy-example',
  PUBLIC_FIREBASE_AUTH_DOMAIN: 'harbourline-prod.firebaseapp.com',
  PUBLIC_FIREBASE_PROJECT_ID: 'harbourline-prod',
}

describe('build settings', () => {
  test('a local build keeps its demo settings', () => {
    expect(buildSettings({})).toEqual({
      production: false,
      firebase: DEMO_FIREBASE,
      siteUrl: PLACEHOLDER_SITE_URL,
      authEmulatorOrigin: LOCAL_AUTH_EMULATOR_ORIGIN,
    })
  })

  test('a production build with every setting names the real site and no emulator', () => {
    expect(buildSettings(production)).toEqual({
      production: true,
      firebase: {
        apiKey: 'AIzaSy-example',
        authDomain: 'harbourline-prod.firebaseapp.com',
        projectId: 'harbourline-prod',
      },
      siteUrl: 'https://www.harbourline.com.au',
      authEmulatorOrigin: null,
    })
  })

  test.each([
    'SITE_URL',
    'PUBLIC_FIREBASE_API_KEY',
    'PUBLIC_FIREBASE_AUTH_DOMAIN',
    'PUBLIC_FIREBASE_PROJECT_ID',
  ])('a production build without %s stops with one sentence naming it', (key) => {
    const env = { ...production, [key]: '' }
    expect(() => buildSettings(env)).toThrow(BuildSettingsError)
    expect(() => buildSettings(env)).toThrow(
      `The production build (STORAGE=firebase) cannot go on: ${key} is not set. Set them (see docs/deploying.md) and build again.`,
    )
  })

  test.each([
    ['https://harbourline.example', 'SITE_URL is still the placeholder address'],
    // docs/deploying.md's own example, copied as it stands.
    ['https://www.example.com.au', 'SITE_URL is still the placeholder address'],
    ['http://www.harbourline.com.au', 'is not an https:// address'],
    ['www.harbourline.com.au', 'is not a URL'],
  ])('a production build for %s stops: %s', (siteUrl, reason) => {
    expect(() => buildSettings({ ...production, SITE_URL: siteUrl })).toThrow(reason)
  })

  test('a production build for a demo- project stops', () => {
    expect(() => buildSettings({ ...production, PUBLIC_FIREBASE_PROJECT_ID: 'demo-harbourline' })).toThrow(
      'names a demo- project',
    )
  })
})
