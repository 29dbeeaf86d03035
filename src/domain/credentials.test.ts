import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CredentialsSchema, RegistrationSchema } from './auth.ts'
import { credentialProblems } from './credentials.ts'

/** The first message the schema gives for each field, as the forms show them. */
function schemaProblems(schema: typeof CredentialsSchema, values: { email: string; password: string }) {
  const parsed = schema.safeParse(values)
  const problems: Record<string, string> = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message
  }
  return problems
}

describe('the forms’ credential rules and the API’s schemas', () => {
  const emails = fc.oneof(
    fc.emailAddress(),
    fc.string(),
    fc.constantFrom(
      'a@example.com',
      ' a@example.com ',
      'a@b',
      '.a@example.com',
      'a..b@example.com',
      'a@example.c0m',
    ),
  )
  const passwords = fc.string({ maxLength: 140 })

  test('give the same answer, word for word, to any e-mail and password', () => {
    fc.assert(
      fc.property(emails, passwords, (email, password) => {
        const values = { email, password }
        expect(credentialProblems('login', values)).toEqual(schemaProblems(CredentialsSchema, values))
        expect(credentialProblems('register', values)).toEqual(schemaProblems(RegistrationSchema, values))
      }),
      { numRuns: 500, seed: 11 },
    )
  })
})
