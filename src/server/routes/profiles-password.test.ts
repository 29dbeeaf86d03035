/**
 * GET /api/profiles/me says when an account still has the password someone else chose for it
 * (the set-up page's, or the one an admin typed on Create Admin), so the dashboard can ask for a
 * new one; it stops saying so once the password is changed. Only an account whose token carries
 * the mark is asked of the identity provider: a customer made admin chose their own.
 */
import { describe, expect, test } from 'vitest'
import { BACKENDS, makeTestApp, people } from '#tests/helpers/test-app.ts'
import { MeSchema } from '../../domain/profile.ts'

describe.each(BACKENDS)('%s', (backend) => {
  test('an account made with a given password is asked to change it, until it has', async () => {
    let unchanged = true
    const asked: string[] = []
    const t = await makeTestApp(
      {
        lookupPasswordUnchanged: async (uid) => {
          asked.push(uid)
          return uid === people.admin.uid ? unchanged : null
        },
      },
      { backend },
    )
    const { token: _, ...admin } = people.admin
    t.addToken('token-given', { ...admin, password_given: true })
    const me = async (token: string) => {
      const response = await t.request('GET', '/api/profiles/me', {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(response.status).toBe(200)
      return MeSchema.parse(((await response.json()) as { profile: unknown }).profile)
    }

    expect(await me('token-given')).toMatchObject({ role: 'admin', password_given: true })
    // The same account with a token that carries no mark: the provider is not asked.
    expect((await me(people.admin.token)).password_given).toBe(false)
    expect(asked).toEqual([people.admin.uid])

    unchanged = false
    expect((await me('token-given')).password_given).toBe(false)
  })
})
