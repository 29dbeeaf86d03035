/**
 * What the API needs from the identity provider (Firebase Auth in production and in the local
 * stack through its emulator; a fake in unit tests).
 */

/** The claims of a verified ID token that the API reads. */
export interface VerifiedToken {
  uid: string
  email?: string | undefined
  email_verified?: boolean | undefined
  /** The account was made with a password someone else chose (CreateAuthUser marks it). */
  password_given?: boolean | undefined
}

/**
 * Checks an ID token's signature, expiry and audience. Rejects (any error) when the token is
 * not valid; the API then answers 401.
 */
export type VerifyIdToken = (token: string) => Promise<VerifiedToken>

/**
 * Creates an e-mail/password account, marked e-mail-verified (an admin vouches for it) and as
 * having a password someone else chose (the set-up page's, or the one an admin typed), which
 * its tokens then say (`password_given`). Throws
 * `AppError('conflict', …)` when the e-mail is already in use and `AppError('validation_failed', …)`
 * for an e-mail or password the provider refuses.
 */
export type CreateAuthUser = (input: {
  email: string
  password: string
}) => Promise<{ uid: string; email: string }>

/**
 * Deletes an account (undoing a half-finished admin creation, or deleting an account on
 * request); one that is already gone counts as deleted.
 */
export type DeleteAuthUser = (uid: string) => Promise<void>

/**
 * Whether an account's e-mail address is confirmed, as the identity provider knows it now;
 * null when there is no such account.
 */
export type LookupEmailVerified = (uid: string) => Promise<boolean | null>

/**
 * Whether the account still has the password it was made with: the provider's cut-off for
 * older sessions, which a password change moves, is where the account's creation put it. Null
 * when there is no such account.
 */
export type LookupPasswordUnchanged = (uid: string) => Promise<boolean | null>
