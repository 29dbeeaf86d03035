import { describe, expect, test } from 'vitest'
import { makeProfile } from '#tests/factories/index.ts'
import { onCleanup, tempDir } from '#tests/helpers/temp.ts'
import { AppError } from '../../domain/api-error.ts'
import { openDatabase } from '../adapters/sqlite/database.ts'
import { createSqliteProfilesStore } from '../adapters/sqlite/sqlite-profiles-store.ts'
import { createMemoryRateLimiter } from '../adapters/memory/memory-rate-limiter.ts'
import type { ProfilesStore } from '../ports/profiles-store.ts'
import {
  createDefaultAdmin,
  defaultAdminMessages,
  generatePassword,
  secretMatches,
  type DefaultAdminDeps,
} from './default-admin.ts'

const SECRET = 'correct-horse-battery-staple-42'
const EMAIL = 'admin@harbourline.example'

function setup(overrides: Partial<DefaultAdminDeps> = {}) {
  const db = openDatabase(tempDir('default-admin'))
  onCleanup(() => db.close())
  const profiles = createSqliteProfilesStore(db)
  const accounts = new Map<string, { uid: string; password: string }>()
  const deleted: string[] = []
  const deps: DefaultAdminDeps = {
    profiles,
    rateLimiter: createMemoryRateLimiter(),
    config: { secret: SECRET, email: EMAIL },
    clientKey: '203.0.113.7',
    createAuthUser: async ({ email, password }) => {
      if (accounts.has(email)) throw new AppError('conflict', 'An account with this email already exists')
      const uid = `uid-${accounts.size + 1}`
      accounts.set(email, { uid, password })
      return { uid, email }
    },
    deleteAuthUser: async (uid) => {
      deleted.push(uid)
    },
    ...overrides,
  }
  return { deps, profiles, accounts, deleted }
}

describe('createDefaultAdmin', () => {
  test('the wrong secret is refused and creates nothing', async () => {
    const { deps, profiles, accounts } = setup()
    expect(await createDefaultAdmin({ secret: 'not-the-secret' }, deps)).toEqual({
      error: defaultAdminMessages.wrongSecret,
    })
    expect(accounts.size).toBe(0)
    expect(await profiles.countAdmins()).toBe(0)
  })

  test('the right secret creates the admin with a strong password, shown once', async () => {
    const { deps, profiles, accounts } = setup()
    const result = await createDefaultAdmin({ secret: SECRET }, deps)
    expect(result).toEqual({
      message: defaultAdminMessages.created,
      admin: { email: EMAIL, password: expect.any(String) },
    })
    const password = 'admin' in result ? result.admin.password : ''
    expect(accounts.get(EMAIL)?.password).toBe(password)
    const stored = (await profiles.listProfiles()).items
    expect(stored).toEqual([expect.objectContaining({ email: EMAIL, is_admin: true })])
  })

  test('a second attempt is refused once an admin exists', async () => {
    const { deps, accounts } = setup()
    await createDefaultAdmin({ secret: SECRET }, deps)
    expect(await createDefaultAdmin({ secret: SECRET }, deps)).toEqual({
      error: defaultAdminMessages.adminExists,
    })
    expect(accounts.size).toBe(1)
  })

  test('refused while any admin exists, even with the right secret', async () => {
    const { deps, profiles, accounts } = setup()
    const someone = await profiles.ensureProfile(makeProfile())
    await profiles.setAdmin(someone.id, true)
    expect(await createDefaultAdmin({ secret: SECRET }, deps)).toEqual({
      error: defaultAdminMessages.adminExists,
    })
    expect(accounts.size).toBe(0)
  })

  test('an empty secret gets the spec message', async () => {
    const { deps } = setup()
    expect(await createDefaultAdmin({ secret: '' }, deps)).toEqual({
      error: 'Please enter the function secret',
    })
    expect(await createDefaultAdmin(undefined, deps)).toEqual({ error: 'Please enter the function secret' })
  })

  test('without a configured secret nothing can be created', async () => {
    const { deps, accounts } = setup({ config: { secret: undefined, email: EMAIL } })
    expect(await createDefaultAdmin({ secret: SECRET }, deps)).toEqual({
      error: defaultAdminMessages.notConfigured,
    })
    expect(accounts.size).toBe(0)
  })

  test('is rate-limited per caller: guessing stops after five tries, even with the right secret next', async () => {
    const { deps, accounts } = setup()
    for (let i = 0; i < 5; i++) {
      expect(await createDefaultAdmin({ secret: `guess-${i}` }, deps)).toEqual({
        error: defaultAdminMessages.wrongSecret,
      })
    }
    expect(await createDefaultAdmin({ secret: SECRET }, deps)).toEqual({
      error: defaultAdminMessages.tooManyAttempts,
    })
    expect(accounts.size).toBe(0)
    expect(
      await createDefaultAdmin({ secret: SECRET }, { ...deps, clientKey: '198.51.100.2' }),
    ).toHaveProperty('admin')
  })

  test('an existing account with that e-mail is reported, not overwritten', async () => {
    const { deps, accounts } = setup()
    accounts.set(EMAIL, { uid: 'uid-old', password: 'old-password' })
    expect(await createDefaultAdmin({ secret: SECRET }, deps)).toEqual({
      error: defaultAdminMessages.accountExists,
    })
    expect(accounts.get(EMAIL)?.password).toBe('old-password')
  })

  test('losing the race to another admin undoes the new account', async () => {
    const { deps, deleted } = setup()
    const racing: ProfilesStore = {
      ...deps.profiles,
      countAdmins: async () => 0,
      claimFirstAdmin: async () => null,
    }
    expect(await createDefaultAdmin({ secret: SECRET }, { ...deps, profiles: racing })).toEqual({
      error: defaultAdminMessages.adminExists,
    })
    expect(deleted).toEqual(['uid-1'])
  })
})

describe('generatePassword', () => {
  test('24 characters with lower, upper, digit and symbol, different every time', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const password = generatePassword()
      expect(password).toHaveLength(24)
      expect(password).toMatch(/[a-z]/)
      expect(password).toMatch(/[A-Z]/)
      expect(password).toMatch(/[2-9]/)
      expect(password).toMatch(/[!#$%&*+\-=?@^_~]/)
      seen.add(password)
    }
    expect(seen.size).toBe(200)
  })
})

test('secretMatches compares whole secrets of any length', () => {
  expect(secretMatches(SECRET, SECRET)).toBe(true)
  expect(secretMatches(SECRET.slice(0, -1), SECRET)).toBe(false)
  expect(secretMatches(`${SECRET}x`, SECRET)).toBe(false)
})
