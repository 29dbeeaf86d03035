/**
 * What the activity log records of enquiries, accounts and publishing (posts and the gallery:
 * activity-entries.test.ts): one entry each, without a customer's name, words or e-mail.
 */
import type { Enquiry } from '../../domain/enquiry.ts'
import { makeEnquiry, makeProfile } from '#tests/factories/index.ts'
import { type ActivityCase, anyId, describeOneEntryEach, entry } from '#tests/helpers/activity-cases.ts'
import { people, type TestApp } from '#tests/helpers/test-app.ts'

const enquiryLabel = 'Quote request received 15 Jan 2026'
const quoteRequest = (t: TestApp, overrides: Partial<Enquiry> = {}) =>
  t.content.createEnquiry(
    makeEnquiry({ kind: 'quote', created_at: '2026-01-15T02:00:00.000Z', ...overrides }),
  )

const cases: ActivityCase[] = [
  {
    name: "an enquiry's status changed, without the customer's name or words",
    act: async (t) => {
      const { id } = await quoteRequest(t, { status: 'quoted' })
      return {
        request: ['PATCH', `/api/enquiries/${id}`, { status: 'done' }],
        status: 200,
        entry: entry('enquiry', 'status changed', ['enquiry', id, enquiryLabel], 'Status: quoted → done'),
      }
    },
  },
  {
    name: 'a note added to an enquiry, without its text',
    act: async (t) => {
      const { id } = await quoteRequest(t)
      return {
        request: ['POST', `/api/enquiries/${id}/notes`, { text: 'Called, the gate code is 1234.' }],
        status: 201,
        entry: entry('enquiry', 'note added', ['enquiry', id, enquiryLabel], 'Note 1 added'),
      }
    },
  },
  {
    name: 'an enquiry deleted',
    act: async (t) => {
      const { id } = await quoteRequest(t, { status: 'lost' })
      return {
        request: ['DELETE', `/api/enquiries/${id}`],
        status: 204,
        entry: entry('enquiry', 'deleted', ['enquiry', id, enquiryLabel], 'Status: lost'),
      }
    },
  },
  {
    name: 'someone made admin',
    act: async () => ({
      request: ['PATCH', `/api/profiles/${people.verified.uid}`, { is_admin: true }],
      status: 200,
      entry: entry(
        'account',
        'made admin',
        ['account', people.verified.uid, people.verified.email],
        'Role: user → admin',
      ),
    }),
  },
  {
    name: 'an admin removed',
    act: async (t) => {
      const other = await t.content.ensureProfile(makeProfile({ email: 'second.admin@example.com' }))
      await t.content.setAdmin(other.id, true)
      return {
        request: ['PATCH', `/api/profiles/${other.id}`, { is_admin: false }],
        status: 200,
        entry: entry(
          'account',
          'admin removed',
          ['account', other.id, 'second.admin@example.com'],
          'Role: admin → user',
        ),
      }
    },
  },
  {
    name: 'an admin created',
    act: async () => ({
      request: [
        'POST',
        '/api/profiles/admins',
        { email: 'new.admin@example.com', password: 'a-good-password' },
      ],
      status: 201,
      entry: entry(
        'account',
        'admin created',
        ['account', anyId, 'new.admin@example.com'],
        'New account with the admin role',
      ),
    }),
  },
  {
    name: "a customer's account deleted by an admin, without their e-mail",
    act: async () => ({
      request: ['DELETE', `/api/profiles/${people.verified.uid}`],
      status: 204,
      entry: entry(
        'account',
        'deleted',
        ['account', people.verified.uid, 'Customer account'],
        'Account deleted',
      ),
    }),
  },
  {
    name: 'an admin deletes their own account, while another admin remains',
    act: async (t) => {
      await t.content.setAdmin(people.verified.uid, true)
      return {
        request: ['DELETE', '/api/profiles/me'],
        status: 204,
        entry: entry(
          'account',
          'deleted',
          ['account', people.admin.uid, people.admin.email],
          'Admin account deleted',
        ),
      }
    },
  },
  {
    name: 'a publish retried',
    act: async () => ({
      request: ['POST', '/api/publish/retry'],
      status: 200,
      entry: entry('publish', 'retried', ['site', 'site', 'The website'], 'Site rebuild started'),
    }),
  },
]

describeOneEntryEach(cases)
