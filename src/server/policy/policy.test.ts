import { describe, expect, test } from 'vitest'
import { makeProfile } from '#tests/factories/index.ts'
import { LAST_ADMIN_REMOVAL, SELF_ADMIN_REMOVAL } from '../../domain/profile.ts'
import * as policy from './policy.ts'
import type { Actor, Verdict } from './policy.ts'

const profile = makeProfile()
const visitor: Actor = { kind: 'visitor' }
const user: Actor = { kind: 'user', uid: 'u', email: 'u@example.com', emailVerified: false, profile }
const verified: Actor = { kind: 'verified', uid: 'v', email: 'v@example.com', emailVerified: true, profile }
const admin: Actor = {
  kind: 'admin',
  uid: 'a',
  email: 'a@example.com',
  emailVerified: true,
  profile: { ...profile, id: 'a', is_admin: true },
}
const actors = { visitor, user, verified, admin }

/** 'ok', or the status a denial becomes. */
const outcome = (verdict: Verdict) =>
  verdict.allowed ? 'ok' : verdict.code === 'unauthenticated' ? 401 : 403

const table: [string, (actor: Actor) => Verdict, [unknown, unknown, unknown, unknown]][] = [
  ['read posts', policy.canReadPosts, ['ok', 'ok', 'ok', 'ok']],
  ['create a post', policy.canCreatePost, [401, 403, 403, 'ok']],
  ['edit a post', policy.canEditPost, [401, 403, 403, 'ok']],
  ['delete a post', policy.canDeletePost, [401, 403, 403, 'ok']],
  ["read a post's revisions", policy.canReadRevisions, [401, 403, 403, 'ok']],
  ['restore a revision', policy.canRestoreRevision, [401, 403, 403, 'ok']],
  ['read the public gallery', policy.canReadPublicGallery, ['ok', 'ok', 'ok', 'ok']],
  ['submit a gallery photo', policy.canSubmitGalleryImage, [401, 403, 'ok', 'ok']],
  ['read every gallery image', policy.canReadAllGalleryImages, [401, 403, 403, 'ok']],
  ['add a gallery image', policy.canAddGalleryImage, [401, 403, 403, 'ok']],
  ['edit a gallery image', policy.canEditGalleryImage, [401, 403, 403, 'ok']],
  ['delete a gallery image', policy.canDeleteGalleryImage, [401, 403, 403, 'ok']],
  ['approve an image', policy.canApproveImage, [401, 403, 403, 'ok']],
  ['reject an image', policy.canRejectImage, [401, 403, 403, 'ok']],
  ['reorder the gallery', policy.canReorderGallery, [401, 403, 403, 'ok']],
  ['add a category', policy.canAddGalleryCategory, [401, 403, 403, 'ok']],
  ['upload a gallery photo', (a) => policy.canUploadMedia(a, 'gallery'), [401, 403, 'ok', 'ok']],
  ['upload a blog image', (a) => policy.canUploadMedia(a, 'blog'), [401, 403, 403, 'ok']],
  ['upload a photo for a quote request', (a) => policy.canUploadMedia(a, 'quote'), ['ok', 'ok', 'ok', 'ok']],
  ['read own profile', policy.canReadOwnProfile, [401, 'ok', 'ok', 'ok']],
  ['list profiles', policy.canListProfiles, [401, 403, 403, 'ok']],
  ['grant admin', policy.canGrantAdmin, [401, 403, 403, 'ok']],
  ['create an admin', policy.canCreateAdmin, [401, 403, 403, 'ok']],
  ['send an enquiry', policy.canSubmitEnquiry, ['ok', 'ok', 'ok', 'ok']],
  ['read enquiries', policy.canReadEnquiries, [401, 403, 403, 'ok']],
  ["change an enquiry's status", policy.canHandleEnquiry, [401, 403, 403, 'ok']],
  ['add a note to an enquiry', policy.canNoteEnquiry, [401, 403, 403, 'ok']],
  ['delete an enquiry', policy.canDeleteEnquiry, [401, 403, 403, 'ok']],
  ['see and retry publishing', policy.canManagePublishing, [401, 403, 403, 'ok']],
]

describe('policy: each role × action', () => {
  test.each(table)('%s', (_, question, expected) => {
    expect(Object.values(actors).map((actor) => outcome(question(actor)))).toEqual(expected)
  })
})

describe('canRemoveAdmin', () => {
  const otherAdmin = makeProfile({ is_admin: true })

  test('an admin may remove another admin while another remains', () => {
    expect(policy.canRemoveAdmin(admin, otherAdmin, 2)).toEqual({ allowed: true })
  })

  test('no admin may remove their own admin right', () => {
    expect(
      policy.canRemoveAdmin(admin, admin.kind === 'admin' ? admin.profile : otherAdmin, 3),
    ).toMatchObject({
      allowed: false,
      code: 'forbidden',
      message: SELF_ADMIN_REMOVAL,
    })
  })

  test('the last admin can never be removed', () => {
    expect(policy.canRemoveAdmin(admin, otherAdmin, 1)).toMatchObject({
      allowed: false,
      message: LAST_ADMIN_REMOVAL,
    })
  })

  test('only admins may remove admins', () => {
    expect(outcome(policy.canRemoveAdmin(visitor, otherAdmin, 2))).toBe(401)
    expect(outcome(policy.canRemoveAdmin(verified, otherAdmin, 2))).toBe(403)
  })

  test('removing the right of someone who has none is harmless', () => {
    expect(policy.canRemoveAdmin(admin, makeProfile(), 1)).toEqual({ allowed: true })
  })
})
