import type { Auth } from 'firebase-admin/auth'
import { describe, expect, test } from 'vitest'
import { AppError } from '../../../domain/api-error.ts'
import { createFirebaseIdentity } from './firebase-identity.ts'

/** Just the Auth methods the identity port calls, failing the way firebase-admin fails. */
function stubAuth(
  overrides: Partial<Record<'createUser' | 'verifyIdToken' | 'deleteUser' | 'getUser', unknown>>,
): Auth {
  return overrides as unknown as Auth
}
const authError = (code: string) => Object.assign(new Error(code), { code })

describe('createFirebaseIdentity', () => {
  test('verifyIdToken checks revocation and passes the claims the API reads', async () => {
    const calls: unknown[][] = []
    const identity = createFirebaseIdentity(
      stubAuth({
        verifyIdToken: async (...args: unknown[]) => {
          calls.push(args)
          return { uid: 'u1', email: 'a@example.com', email_verified: true, admin: true }
        },
      }),
    )
    expect(await identity.verifyIdToken('tok')).toEqual({
      uid: 'u1',
      email: 'a@example.com',
      email_verified: true,
    })
    expect(calls).toEqual([['tok', true]])
  })

  test('createAuthUser makes a verified account', async () => {
    const identity = createFirebaseIdentity(
      stubAuth({
        createUser: async (input: { email: string }) => ({ uid: 'new', email: input.email }),
      }),
    )
    expect(await identity.createAuthUser({ email: 'b@example.com', password: 'secret1' })).toEqual({
      uid: 'new',
      email: 'b@example.com',
    })
  })

  test.each([
    ['auth/email-already-exists', 'conflict'],
    ['auth/invalid-email', 'validation_failed'],
    ['auth/invalid-password', 'validation_failed'],
  ])('%s becomes %s', async (code, appCode) => {
    const identity = createFirebaseIdentity(
      stubAuth({
        createUser: async () => {
          throw authError(code)
        },
      }),
    )
    const error = await identity
      .createAuthUser({ email: 'c@example.com', password: 'secret1' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe(appCode)
  })

  test('other failures pass through unchanged', async () => {
    const failure = authError('auth/internal-error')
    const identity = createFirebaseIdentity(
      stubAuth({
        createUser: async () => {
          throw failure
        },
      }),
    )
    await expect(identity.createAuthUser({ email: 'd@example.com', password: 'secret1' })).rejects.toBe(
      failure,
    )
  })

  test('lookupEmailVerified reads the account now, and null for an account that is gone or a uid Auth could never give', async () => {
    const identity = createFirebaseIdentity(
      stubAuth({
        getUser: async (uid: string) => {
          if (uid === 'gone') throw authError('auth/user-not-found')
          // What firebase-admin answers for a uid over 128 characters, before asking Auth.
          if (uid.length > 128) throw authError('auth/invalid-uid')
          return { uid, emailVerified: uid === 'confirmed' }
        },
      }),
    )
    expect(await identity.lookupEmailVerified('confirmed')).toBe(true)
    expect(await identity.lookupEmailVerified('unconfirmed')).toBe(false)
    expect(await identity.lookupEmailVerified('gone')).toBeNull()
    expect(await identity.lookupEmailVerified('x'.repeat(200))).toBeNull()
  })
})
