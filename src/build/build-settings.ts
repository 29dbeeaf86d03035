/**
 * What a site build needs to know, checked before it starts. A build that reads Firestore
 * (STORAGE=firebase) is a production build: it must name the real site address and the real
 * Firebase web app, or it stops with one sentence saying what to set. Only the local stack
 * (any other build) falls back to the demo project, the Auth emulator and the placeholder
 * address. Read by astro.config.mjs, which hands the pages exactly these values (so a
 * production bundle holds no demo or emulator value at all), and by scripts/sync-csp.ts.
 */

/** The address a local build uses until the business has a domain. */
export const PLACEHOLDER_SITE_URL = 'https://harbourline.example'
/** The Auth emulator, which a local build's pages sign in against (scripts/stack.ts). */
export const LOCAL_AUTH_EMULATOR_ORIGIN = 'http://127.0.0.1:9099'

/** The Firebase web app the pages sign in with. */
export interface FirebaseWebConfig {
  apiKey: string
  authDomain: string
  projectId: string
}

/** The local stack's: a demo- project, which only the emulators serve (scripts/stack.ts). */
export const DEMO_FIREBASE: FirebaseWebConfig = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-harbourline.firebaseapp.com',
  projectId: 'demo-harbourline',
}

export interface BuildSettings {
  production: boolean
  firebase: FirebaseWebConfig
  /** Canonical URLs, Open Graph, the sitemap and robots.txt are built on this origin. */
  siteUrl: string
  /** The Auth emulator the pages may talk to; null in production. */
  authEmulatorOrigin: string | null
}

export class BuildSettingsError extends Error {
  override name = 'BuildSettingsError'
}

const REQUIRED = [
  'SITE_URL',
  'PUBLIC_FIREBASE_API_KEY',
  'PUBLIC_FIREBASE_AUTH_DOMAIN',
  'PUBLIC_FIREBASE_PROJECT_ID',
]

/**
 * What is wrong with a production site address, one phrase each: it must be an https:// URL on
 * a real domain. Shared by the build and the API's production settings (src/server/env.ts).
 */
export function siteUrlProblems(siteUrl: string): string[] {
  let url: URL
  try {
    url = new URL(siteUrl)
  } catch {
    return [`SITE_URL "${siteUrl}" is not a URL`]
  }
  const problems: string[] = []
  if (url.protocol !== 'https:') problems.push(`SITE_URL "${siteUrl}" is not an https:// address`)
  if (url.origin === PLACEHOLDER_SITE_URL || isPlaceholderDomain(url.hostname)) {
    problems.push('SITE_URL is still the placeholder address')
  }
  return problems
}

/**
 * A domain nobody here owns: the reserved .example top-level domain (RFC 2606), which the
 * placeholders use (harbourline.example), and the example.com family, with a country's ending
 * too (example.com.au, the docs' own example, is no address of the business).
 */
export function isPlaceholderDomain(domain: string): boolean {
  const host = domain.toLowerCase().replace(/\.$/, '')
  return (
    host === 'example' || host.endsWith('.example') || /(^|\.)example\.(com|net|org)(\.[a-z]{2})?$/.test(host)
  )
}

/** The settings for a build from `env`; throws a BuildSettingsError whose message is one sentence. */
export function buildSettings(env: Record<string, string | undefined>): BuildSettings {
  const value = (key: string) => env[key]?.trim() || undefined
  if (value('STORAGE') !== 'firebase') {
    return {
      production: false,
      firebase: DEMO_FIREBASE,
      siteUrl: value('SITE_URL') ?? PLACEHOLDER_SITE_URL,
      authEmulatorOrigin: LOCAL_AUTH_EMULATOR_ORIGIN,
    }
  }

  const problems = REQUIRED.filter((key) => !value(key)).map((key) => `${key} is not set`)
  const siteUrl = value('SITE_URL')
  if (siteUrl) problems.push(...siteUrlProblems(siteUrl))
  if (value('PUBLIC_FIREBASE_PROJECT_ID')?.startsWith('demo-')) {
    problems.push('PUBLIC_FIREBASE_PROJECT_ID names a demo- project, which only the emulators serve')
  }
  if (problems.length > 0) {
    throw new BuildSettingsError(
      `The production build (STORAGE=firebase) cannot go on: ${problems.join('; ')}. Set them (see docs/deploying.md) and build again.`,
    )
  }
  return {
    production: true,
    firebase: {
      apiKey: value('PUBLIC_FIREBASE_API_KEY')!,
      authDomain: value('PUBLIC_FIREBASE_AUTH_DOMAIN')!,
      projectId: value('PUBLIC_FIREBASE_PROJECT_ID')!,
    },
    siteUrl: new URL(siteUrl!).origin,
    authEmulatorOrigin: null,
  }
}
