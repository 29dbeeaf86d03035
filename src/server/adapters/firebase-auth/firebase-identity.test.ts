import type { Auth } from 'firebase-admin/auth'
import { describe, expect, test } from 'vitest'
import { AppError } from '../../../domain/api-error.ts'
import { createFirebaseIdentity } from './firebase-identity.ts'

/** Just the Auth methods the identity port calls, failing the way firebase-admin fails. */
function stubAuth(
  overrides: Partial<
    Record<'createUser' | 'setCustomUserClaims' | 'verifyIdToken' | 'deleteUser' | 'getUser', unknown>
  >,
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

  test("verifyIdToken says when the account's password was chosen by someone else", async () => {
    const identity = createFirebaseIdentity(
      stubAuth({ verifyIdToken: async () => ({ uid: 'u2', email_verified: true, password_given: true }) }),
    )
    expect(await identity.verifyIdToken('tok')).toMatchObject({ uid: 'u2', password_given: true })
  })

  test('createAuthUser makes a verified account, marked as having a password someone else chose', async () => {
    const made: unknown[] = []
    const marked: unknown[][] = []
    const identity = createFirebaseIdentity(
      stubAuth({
        createUser: async (input: { email: string }) => {
          made.push(input)
          return { uid: 'new', email: input.email }
        },
        setCustomUserClaims: async (...args: unknown[]) => void marked.push(args),
      }),
    )
    expect(await identity.createAuthUser({ email: 'b@example.com', password: 'secret1' })).toEqual({
      uid: 'new',
      email: 'b@example.com',
    })
    expect(made).toEqual([{ email: 'b@example.com', password: 'secret1', emailVerified: true }])
    expect(marked).toEqual([['new', { password_given: true }]])
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

  test('lookupPasswordUnchanged: true until a password change moves the cut-off for older sessions', async () => {
    const made = 'Sat, 28 Nov 2026 07:00:00 GMT'
    const cutOffs: Record<string, string | undefined> = {
      fresh: made,
      // The cut-off may fall in the next second as the account is made.
      'fresh-next-second': 'Sat, 28 Nov 2026 07:00:01 GMT',
      changed: 'Sat, 28 Nov 2026 07:05:12 GMT',
    }
    const identity = createFirebaseIdentity(
      stubAuth({
        getUser: async (uid: string) => {
          if (uid === 'gone') throw authError('auth/user-not-found')
          return { uid, tokensValidAfterTime: cutOffs[uid], metadata: { creationTime: made } }
        },
      }),
    )
    expect(await identity.lookupPasswordUnchanged('fresh')).toBe(true)
    expect(await identity.lookupPasswordUnchanged('fresh-next-second')).toBe(true)
    expect(await identity.lookupPasswordUnchanged('changed')).toBe(false)
    expect(await identity.lookupPasswordUnchanged('gone')).toBeNull()
  })
})
