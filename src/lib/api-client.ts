/**
 * The browser's only way to the API. Every response is parsed with the shared zod schemas, so
 * bad data fails here, at the boundary; every error becomes an `ApiError` carrying the API's
 * stable code and human message. A list keeps the items that parse and leaves out the others
 * (one bad record never empties a screen); an answer that does not parse becomes a plain
 * message, its details going to the console only. Islands use it through TanStack Query,
 * never `fetch` itself.
 *
 * The ID token comes from a provider that firebase-client.ts registers once the Firebase SDK
 * has loaded; public reads never load the SDK.
 */
import { z } from 'zod'
import { AuditEntrySchema, type AuditKind } from '../domain/audit.ts'
import { EnquiryReceivedSchema, EnquiryResponseSchema, EnquirySchema } from '../domain/enquiry.ts'
import type {
  EnquiryKind,
  EnquiryPatch,
  EnquiryStatusFilter,
  NewEnquiry,
  NewEnquiryNote,
} from '../domain/enquiry.ts'
import type { NewQuoteRequest } from '../domain/quote-request.ts'
import {
  GalleryCategoryResponseSchema,
  GalleryCategorySchema,
  GalleryImageResponseSchema,
  GalleryImageSchema,
} from '../domain/gallery-image.ts'
import type {
  GalleryStatus,
  GalleryImagePatch,
  GallerySubmission,
  NewGalleryCategory,
  NewGalleryImage,
} from '../domain/gallery-image.ts'
import { NoticesResponseSchema } from '../domain/notice.ts'
import { PostListItemSchema, PostResponseSchema, PostSchema } from '../domain/post.ts'
import type { NewPost, PostPatch, PostStatus } from '../domain/post.ts'
import { MeSchema, ProfileResponseSchema, ProfileSchema, type ProfilePatch } from '../domain/profile.ts'
import { SiteStatusResponseSchema } from '../domain/publish.ts'
import type { SettingsSave } from '../domain/business-settings.ts'
import { RevisionResponseSchema, RevisionSummarySchema } from '../domain/revision.ts'
import {
  CustomerRequestResponseSchema,
  REQUEST_KEY_HEADER,
  STATUS_PHOTO_PREFIX,
  type NewCustomerUpdate,
} from '../domain/request-status.ts'
import { ContentStatsResponseSchema } from '../domain/stats.ts'
import type { PageRequest } from '../domain/page.ts'
import type { NewAdmin } from '../domain/auth.ts'
import { ApiError } from './api-errors.ts'
import { privateFile, upload } from './api-files.ts'
import {
  client,
  present,
  request,
  requestList,
  requestPage,
  segment,
  send,
  type Call,
  type ExtraHeaders,
} from './api-transport.ts'

const MeResponseSchema = z.object({ profile: MeSchema })

export { ApiError, describeApiError, UNREADABLE_ANSWER } from './api-errors.ts'
export { setTokenProvider, type Paged } from './api-transport.ts'

type PageQuery = Pick<PageRequest, 'cursor' | 'limit'>
/** The blog's list: one tag's posts, or a search (every word starts a word of the post). */
export type PostListQuery = PageQuery & { tag?: string; q?: string; status?: PostStatus | 'all' }
/** The public gallery: one category's photos, or a search. */
export type GalleryListQuery = PageQuery & { category?: string; q?: string }
/** The admins' gallery: every photo, or those in one state. */
export type GalleryAdminQuery = PageQuery & { status?: GalleryStatus }

const { posts, gallery, profiles, publish, stats, enquiries, settings } = client.api
const requestStatus = client.api['request-status']
const { activity } = client.api

/** A status page's link (`<enquiry id>.<key>`, the page address's fragment) as the API takes it. */
const linkHeaders = (link: string): ExtraHeaders => ({ [REQUEST_KEY_HEADER]: link })
const PHOTO_NOT_HERE = 'This photo is not part of the request'
/** A status-page call with the link: the request as the customer sees it, after the change. */
const linked = async (link: string, call: Call) =>
  (await request(CustomerRequestResponseSchema, call, linkHeaders(link))).request

/**
 * The settings' schema, fetched when an admin reads or saves them: this module is in every
 * public page's islands, and the settings' checks (the ABN's among them) are the admin's alone.
 */
const storedSettingsSchema = async () => (await import('../domain/business-settings.ts')).StoredSettingsSchema

export const api = {
  posts: {
    list: async (query: PostListQuery = {}) =>
      requestPage('posts', PostListItemSchema, (o) => posts.$get({ query: present(query) }, o)),
    get: async (slug: string) =>
      (await request(PostResponseSchema, (o) => posts[':slug'].$get(segment('slug', slug), o))).post,
    related: async (slug: string) =>
      requestList('posts', PostSchema, (o) => posts[':slug'].related.$get(segment('slug', slug), o)),
    create: async (post: NewPost) =>
      (await request(PostResponseSchema, (o) => posts.$post({ json: post }, o))).post,
    update: async (id: string, patch: PostPatch) =>
      (
        await request(PostResponseSchema, (o) =>
          posts[':id'].$patch({ ...segment('id', id), json: patch }, o),
        )
      ).post,
    remove: async (id: string) => {
      await send((o) => posts[':id'].$delete(segment('id', id), o))
    },
    /** A post's revisions, newest first, without their text. */
    revisions: async (id: string, query: PageQuery = {}) =>
      requestPage('revisions', RevisionSummarySchema, (o) =>
        posts[':id'].revisions.$get({ ...segment('id', id), query: present(query) }, o),
      ),
    revision: async (id: string, revisionId: string) =>
      (
        await request(RevisionResponseSchema, (o) =>
          posts[':id'].revisions[':revisionId'].$get(
            { param: { id: encodeURIComponent(id), revisionId: encodeURIComponent(revisionId) } },
            o,
          ),
        )
      ).revision,
    /** Puts a revision's text back; the post as saved (itself a new revision). */
    restoreRevision: async (id: string, revisionId: string) =>
      (
        await request(PostResponseSchema, (o) =>
          posts[':id'].revisions[':revisionId'].restore.$post(
            { param: { id: encodeURIComponent(id), revisionId: encodeURIComponent(revisionId) } },
            o,
          ),
        )
      ).post,
  },
  gallery: {
    list: async (query: GalleryListQuery = {}) =>
      requestPage('images', GalleryImageSchema, (o) => gallery.$get({ query: present(query) }, o)),
    /** The caller's own photos, in every state. */
    mine: async (query: PageQuery = {}) =>
      requestPage('images', GalleryImageSchema, (o) => gallery.mine.$get({ query: present(query) }, o)),
    removeMine: async (id: string) => {
      await send((o) => gallery.mine[':id'].$delete(segment('id', id), o))
    },
    listAll: async (query: GalleryAdminQuery = {}) =>
      requestPage('images', GalleryImageSchema, (o) => gallery.all.$get({ query: present(query) }, o)),
    categories: async () =>
      requestList('categories', GalleryCategorySchema, (o) => gallery.categories.$get(undefined, o)),
    addCategory: async (category: NewGalleryCategory) =>
      (await request(GalleryCategoryResponseSchema, (o) => gallery.categories.$post({ json: category }, o)))
        .category,
    submit: async (submission: GallerySubmission) =>
      (await request(GalleryImageResponseSchema, (o) => gallery.submissions.$post({ json: submission }, o)))
        .image,
    create: async (image: NewGalleryImage) =>
      (await request(GalleryImageResponseSchema, (o) => gallery.$post({ json: image }, o))).image,
    update: async (id: string, patch: GalleryImagePatch) =>
      (
        await request(GalleryImageResponseSchema, (o) =>
          gallery[':id'].$patch({ ...segment('id', id), json: patch }, o),
        )
      ).image,
    remove: async (id: string) => {
      await send((o) => gallery[':id'].$delete(segment('id', id), o))
    },
    approve: async (id: string) =>
      (await request(GalleryImageResponseSchema, (o) => gallery[':id'].approve.$post(segment('id', id), o)))
        .image,
    reject: async (id: string) =>
      (await request(GalleryImageResponseSchema, (o) => gallery[':id'].reject.$post(segment('id', id), o)))
        .image,
    reorder: async (ids: string[]) =>
      requestList('images', GalleryImageSchema, (o) => gallery.order.$put({ json: { ids } }, o)),
  },
  media: { upload, privateFile },
  profiles: {
    me: async () => (await request(MeResponseSchema, (o) => profiles.me.$get(undefined, o))).profile,
    list: async (query: PageQuery = {}) =>
      requestPage('profiles', ProfileSchema, (o) => profiles.$get({ query: present(query) }, o)),
    admins: async () => requestList('profiles', ProfileSchema, (o) => profiles.admins.$get(undefined, o)),
    update: async (id: string, patch: ProfilePatch) =>
      (
        await request(ProfileResponseSchema, (o) =>
          profiles[':id'].$patch({ ...segment('id', id), json: patch }, o),
        )
      ).profile,
    createAdmin: async (admin: NewAdmin) =>
      (await request(ProfileResponseSchema, (o) => profiles.admins.$post({ json: admin }, o))).profile,
    remove: async (id: string) => {
      await send((o) => profiles[':id'].$delete(segment('id', id), o))
    },
    /** Deletes the caller's own account. */
    removeMe: async () => {
      await send((o) => profiles.me.$delete(undefined, o))
    },
  },
  publish: {
    status: async () => (await request(SiteStatusResponseSchema, (o) => publish.$get(undefined, o))).status,
    retry: async () =>
      (await request(SiteStatusResponseSchema, (o) => publish.retry.$post(undefined, o))).status,
  },
  /** The business's facts (admins only): read whole, saved whole from the version read. */
  settings: {
    read: async () => request(await storedSettingsSchema(), (o) => settings.$get(undefined, o)),
    /** A stale `version` is refused with 409 (someone else saved meanwhile). */
    save: async (body: SettingsSave) =>
      request(await storedSettingsSchema(), (o) => settings.$put({ json: body }, o)),
  },
  /** The admin dashboard's counts. */
  stats: async () => (await request(ContentStatsResponseSchema, (o) => stats.$get(undefined, o))).stats,
  enquiries: {
    send: async (enquiry: NewEnquiry) =>
      request(EnquiryReceivedSchema, (o) => enquiries.$post({ json: enquiry }, o)),
    requestQuote: async (quote: NewQuoteRequest) =>
      request(EnquiryReceivedSchema, (o) => enquiries['quote-requests'].$post({ json: quote }, o)),
    list: async (query: PageQuery & { status?: EnquiryStatusFilter; kind?: EnquiryKind; q?: string } = {}) =>
      requestPage('enquiries', EnquirySchema, (o) => enquiries.$get({ query: present(query) }, o)),
    update: async (id: string, patch: EnquiryPatch) =>
      (
        await request(EnquiryResponseSchema, (o) =>
          enquiries[':id'].$patch({ ...segment('id', id), json: patch }, o),
        )
      ).enquiry,
    /** The e-mails that followed the request's first two, oldest first. */
    notices: async (id: string) =>
      (await request(NoticesResponseSchema, (o) => enquiries[':id'].notices.$get(segment('id', id), o)))
        .notices,
    addNote: async (id: string, note: NewEnquiryNote) =>
      (
        await request(EnquiryResponseSchema, (o) =>
          enquiries[':id'].notes.$post({ ...segment('id', id), json: note }, o),
        )
      ).enquiry,
    remove: async (id: string) => {
      await send((o) => enquiries[':id'].$delete(segment('id', id), o))
    },
  },
  /** The admin activity log, newest first; `from`/`to` are Sydney days (YYYY-MM-DD). */
  activity: async (
    query: PageQuery & { actor?: string; kind?: AuditKind; from?: string; to?: string } = {},
  ) => requestPage('entries', AuditEntrySchema, (o) => activity.$get({ query: present(query) }, o)),
  /** A request's status page: every call carries its link, the only credential. */
  requestStatus: {
    read: async (link: string) => linked(link, (o) => requestStatus.$get(undefined, o)),
    addUpdate: async (link: string, update: NewCustomerUpdate) =>
      linked(link, (o) => requestStatus.updates.$post({ json: update }, o)),
    cancel: async (link: string) => linked(link, (o) => requestStatus.cancel.$post(undefined, o)),
    stopEmails: async (link: string) => linked(link, (o) => requestStatus['stop-emails'].$post(undefined, o)),
    /**
     * One of the request's photos (a path from its view), for an object URL. The link goes to
     * the status page's photo route only, whatever address a view holds.
     */
    photo: async (link: string, path: string) => {
      if (!path.startsWith(STATUS_PHOTO_PREFIX)) throw new ApiError('not_found', PHOTO_NOT_HERE, 404)
      return privateFile(path, linkHeaders(link))
    },
  },
}
