/**
 * What every ProfilesStore adapter promises (profiles-store.ts), as one suite each adapter runs.
 * `open` must return an empty store, fresh for each test.
 */
import { expect, test } from 'vitest'
import { makeProfile, minutesAgo } from '#tests/factories/index.ts'
import { LAST_ADMIN_REMOVAL } from '../../domain/profile.ts'
import type { ProfilesStore } from './profiles-store.ts'
import { expectAppError, expectNewestFirst, items, storeContract } from './store-contract-kit.ts'

export const describeProfilesStoreContract = storeContract<ProfilesStore>('ProfilesStore', (store) => {
  test('ensureProfile stores a new profile and returns it', async () => {
    const profile = makeProfile()
    expect(await store.ensureProfile(profile)).toEqual(profile)
    expect(await store.getProfile(profile.id)).toEqual(profile)
  })

  test('getProfile returns null for an unknown id', async () => {
    expect(await store.getProfile('no-such-uid')).toBeNull()
  })

  test('ensureProfile keeps is_admin and created_at of an existing profile, and follows its email', async () => {
    const profile = await store.ensureProfile(makeProfile({ email: 'old@example.com' }))
    await store.setAdmin(profile.id, true)
    const again = await store.ensureProfile({
      ...profile,
      email: 'new@example.com',
      is_admin: false,
      created_at: minutesAgo(-500),
    })
    expect(again).toEqual({ ...profile, email: 'new@example.com', is_admin: true })
  })

  test('listProfiles is newest first', () =>
    expectNewestFirst(
      (age) => store.ensureProfile(makeProfile({ created_at: minutesAgo(age) })),
      () => store.listProfiles(),
    ))

  test('setAdmin grants and removes; countAdmins counts', async () => {
    const a = await store.ensureProfile(makeProfile())
    const b = await store.ensureProfile(makeProfile())
    expect(await store.countAdmins()).toBe(0)
    expect(await store.setAdmin(a.id, true)).toEqual({ ...a, is_admin: true })
    expect(await store.setAdmin(b.id, true)).toEqual({ ...b, is_admin: true })
    expect(await store.countAdmins()).toBe(2)
    expect(await store.setAdmin(a.id, false)).toEqual({ ...a, is_admin: false })
    expect(await store.countAdmins()).toBe(1)
  })

  test('setAdmin returns null for an unknown id', async () => {
    expect(await store.setAdmin('no-such-uid', true)).toBeNull()
  })

  test('removing the last admin is forbidden and writes nothing', async () => {
    const only = await store.ensureProfile(makeProfile())
    await store.setAdmin(only.id, true)
    const error = await expectAppError(store.setAdmin(only.id, false), 'forbidden')
    expect(error.message).toBe(LAST_ADMIN_REMOVAL)
    expect((await store.getProfile(only.id))?.is_admin).toBe(true)
    expect(await store.countAdmins()).toBe(1)
  })

  test('listAdmins lists the admins and nobody else', async () => {
    expect(await store.listAdmins()).toEqual([])
    await store.ensureProfile(makeProfile())
    const first = await store.ensureProfile(makeProfile())
    const second = await store.ensureProfile(makeProfile())
    await store.setAdmin(first.id, true)
    await store.setAdmin(second.id, true)
    const byId = (profiles: { id: string }[]) => profiles.map((p) => p.id).sort()
    expect(byId(await store.listAdmins())).toEqual([first.id, second.id].sort())
    await store.setAdmin(first.id, false)
    expect(await store.listAdmins()).toEqual([{ ...second, is_admin: true }])
  })

  test('deleteProfile removes a profile, and an admin only while another admin remains', async () => {
    const user = await store.ensureProfile(makeProfile())
    const admin = await store.ensureProfile(makeProfile())
    await store.setAdmin(admin.id, true)
    expect(await store.deleteProfile(user.id)).toBe(true)
    expect(await store.getProfile(user.id)).toBeNull()
    expect(await store.deleteProfile(user.id)).toBe(false)

    const error = await expectAppError(store.deleteProfile(admin.id), 'forbidden')
    expect(error.message).toBe(LAST_ADMIN_REMOVAL)
    expect(await store.getProfile(admin.id)).toMatchObject({ is_admin: true })

    const second = await store.ensureProfile(makeProfile())
    await store.setAdmin(second.id, true)
    expect(await store.deleteProfile(admin.id)).toBe(true)
    expect(await store.countAdmins()).toBe(1)
    expect((await items(store.listProfiles())).map((p) => p.id)).toEqual([second.id])
  })

  test('claimFirstAdmin makes the first admin only while there is none', async () => {
    const first = makeProfile()
    expect(await store.claimFirstAdmin(first)).toEqual({ ...first, is_admin: true })
    expect(await store.claimFirstAdmin(makeProfile())).toBeNull()
    expect(await store.countAdmins()).toBe(1)
    expect((await items(store.listProfiles())).map((p) => p.id)).toEqual([first.id])
  })

  test('claimFirstAdmin promotes an existing profile, keeping its created_at', async () => {
    const existing = await store.ensureProfile(makeProfile())
    expect(await store.claimFirstAdmin({ ...existing, created_at: minutesAgo(-10) })).toEqual({
      ...existing,
      is_admin: true,
    })
  })
})
