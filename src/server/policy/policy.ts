import { AppError } from '../../domain/api-error.ts'
import type { MediaPurpose } from '../../domain/media.ts'
import { messages } from '../../domain/messages.ts'
import { LAST_ADMIN_REMOVAL, SELF_ADMIN_REMOVAL, type Profile, type Role } from '../../domain/profile.ts'

/**
 * Who is calling, as the API established it: a visitor (no token), or a signed-in person whose
 * role comes from their verified token (e-mail confirmed or not) and their profile's is_admin,
 * read from the store on this very request.
 */
export type Actor =
  | { kind: 'visitor' }
  | {
      kind: Role
      uid: string
      email: string
      emailVerified: boolean
      profile: Profile
      /** Made with a password someone else chose (the token says so: VerifiedToken). */
      passwordGiven?: boolean
    }
export type SignedInActor = Exclude<Actor, { kind: 'visitor' }>

/** A policy answer: allowed, or the error the caller gets. */
export type Verdict =
  { allowed: true } | { allowed: false; code: 'unauthenticated' | 'forbidden'; message: string }

const ALLOW: Verdict = { allowed: true }
const deny = (code: 'unauthenticated' | 'forbidden', message: string): Verdict => ({
  allowed: false,
  code,
  message,
})

/** Anyone signed in; a visitor is told to sign in first. */
function signedInOnly(actor: Actor): Verdict {
  return actor.kind === 'visitor' ? deny('unauthenticated', messages.loginRequired) : ALLOW
}

/** Only admins; a visitor is told to sign in first. */
function adminOnly(actor: Actor): Verdict {
  if (actor.kind === 'visitor') return deny('unauthenticated', messages.loginRequired)
  return actor.kind === 'admin' ? ALLOW : deny('forbidden', messages.adminRequired)
}

const UNVERIFIED_UPLOAD = 'Please confirm your email address before uploading photos'

export const canReadPosts = (_actor: Actor): Verdict => ALLOW
export const canCreatePost = adminOnly
export const canEditPost = adminOnly
export const canDeletePost = adminOnly
export const canReadRevisions = adminOnly
export const canRestoreRevision = adminOnly

export const canReadPublicGallery = (_actor: Actor): Verdict => ALLOW
/** A confirmed e-mail is required so a throwaway account cannot flood the review queue. */
export function canSubmitGalleryImage(actor: Actor): Verdict {
  if (actor.kind === 'visitor') return deny('unauthenticated', messages.uploadLoginRequired)
  if (actor.kind === 'user') return deny('forbidden', UNVERIFIED_UPLOAD)
  return ALLOW
}
/** One's own photos, in every state, and deleting them: anyone signed in (the service checks whose). */
export const canManageOwnPhotos = signedInOnly
export const canReadAllGalleryImages = adminOnly
export const canAddGalleryImage = adminOnly
export const canEditGalleryImage = adminOnly
export const canDeleteGalleryImage = adminOnly
export const canApproveImage = adminOnly
export const canRejectImage = adminOnly
export const canReorderGallery = adminOnly
export const canAddGalleryCategory = adminOnly

/**
 * Gallery photos: whoever may submit one. Blog images: admins. A quote request's photos:
 * anyone, as anyone may ask for a quote (rate-limited by address; private; deleted within a
 * day unless a request claims them).
 */
export function canUploadMedia(actor: Actor, purpose: MediaPurpose): Verdict {
  switch (purpose) {
    case 'blog':
      return adminOnly(actor)
    case 'gallery':
      return canSubmitGalleryImage(actor)
    case 'quote':
      return canSubmitEnquiry(actor)
  }
}

export const canReadOwnProfile = signedInOnly
export const canListProfiles = adminOnly
export const canCreateAdmin = adminOnly
export const canGrantAdmin = adminOnly
/** Deleting someone else's account (an admin, on request); anyone signed in may delete their own. */
export const canDeleteAccounts = adminOnly
export const canDeleteOwnAccount = signedInOnly

/** No admin may remove their own admin right, and the last admin can never be removed. */
export function canRemoveAdmin(actor: Actor, target: Profile, adminCount: number): Verdict {
  const base = adminOnly(actor)
  if (!base.allowed) return base
  if (actor.kind !== 'visitor' && actor.uid === target.id) return deny('forbidden', SELF_ADMIN_REMOVAL)
  if (target.is_admin && adminCount <= 1) return deny('forbidden', LAST_ADMIN_REMOVAL)
  return ALLOW
}

export const canSubmitEnquiry = (_actor: Actor): Verdict => ALLOW
export const canReadEnquiries = adminOnly
export const canHandleEnquiry = adminOnly
export const canNoteEnquiry = adminOnly
export const canDeleteEnquiry = adminOnly

/** The dashboard's counts of posts, photos, enquiries and accounts. */
export const canReadStats = adminOnly

/** The publish loop's state and its Retry. */
export const canManagePublishing = adminOnly
/** The business's facts (/admin/settings): every page shows them, so admins only. */
export const canManageSettings = adminOnly

/** The admin activity log: admins read it; nobody edits or deletes an entry. */
export const canReadActivity = adminOnly

/** Throws the verdict's error when it denies. */
export function enforce(verdict: Verdict): void {
  if (!verdict.allowed) throw new AppError(verdict.code, verdict.message)
}

/** Narrows to a signed-in actor after a policy check that requires one. */
export function signedIn(actor: Actor): SignedInActor {
  if (actor.kind === 'visitor') throw new AppError('unauthenticated', messages.loginRequired)
  return actor
}
