/**
 * The rules of an e-mail and password, without a schema library: the sign-in and register
 * forms check them on pages that load no validation code, and auth.ts builds its zod schemas
 * (the API's) from the same rules, so both answer with the same words.
 */
import { messages } from './messages.ts'

/**
 * Password lengths (ASVS 5.0, V6.2.1 asks for at least 8). Sign-in keeps the specification's 6:
 * accounts made before the rule tightened must still get in, and the check there only spares a
 * round trip. New accounts need 8; admins, who can change the whole site, need 12.
 */
export const SIGN_IN_MIN_PASSWORD_LENGTH = 6
export const NEW_ACCOUNT_MIN_PASSWORD_LENGTH = 8
export const ADMIN_MIN_PASSWORD_LENGTH = 12
export const MAX_PASSWORD_LENGTH = 128
export const MAX_EMAIL_LENGTH = 254
export const PASSWORD_TOO_LONG = 'Keep the password under 128 characters'

/**
 * An address with a local part (letters, digits and _ ' + . -, not starting or ending with a
 * dot, no two dots together) and a domain of labels ending in a top-level name of letters.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export type CredentialsMode = 'login' | 'register'
export type CredentialField = 'email' | 'password'

/** The first problem with each field, in the forms' words; empty when both are fine. */
export function credentialProblems(
  mode: CredentialsMode,
  { email, password }: { email: string; password: string },
): Partial<Record<CredentialField, string>> {
  const problems: Partial<Record<CredentialField, string>> = {}
  const address = email.trim()
  if (address.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(address))
    problems.email = messages.invalidEmail
  const [minimum, tooShort] =
    mode === 'register'
      ? [NEW_ACCOUNT_MIN_PASSWORD_LENGTH, messages.newAccountPasswordTooShort]
      : [SIGN_IN_MIN_PASSWORD_LENGTH, messages.passwordTooShort]
  if (password.length < minimum) problems.password = tooShort
  else if (password.length > MAX_PASSWORD_LENGTH) problems.password = PASSWORD_TOO_LONG
  return problems
}
