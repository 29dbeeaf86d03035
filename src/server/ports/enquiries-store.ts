import type {
  Enquiry,
  EnquiryKind,
  EnquiryMail,
  EnquiryNote,
  EnquiryStatusFilter,
} from '../../domain/enquiry.ts'
import type { Page, PageRequest } from '../../domain/page.ts'
import type { ContentStats } from '../../domain/stats.ts'

/**
 * What a change after arrival may set: the status, its timeline, the booking, what the customer
 * added from the status page, and the e-mail opt-out.
 */
export type EnquiryRevision = Partial<
  Pick<
    Enquiry,
    'status' | 'status_changed_at' | 'history' | 'booking' | 'customer_updates' | 'mail_opt_out_at'
  >
>
/** An enquiry before and after a revision. */
export interface RevisedEnquiry {
  before: Enquiry
  after: Enquiry
}

/** Paging, cursors and search as content-stores.ts describes them. */
export interface EnquiryQuery extends PageRequest {
  /** Only enquiries with this status, or (`open`) with any open one; all when absent. */
  status?: EnquiryStatusFilter
  /** Only messages or only quote requests; both when absent. */
  kind?: EnquiryKind
  /** Words in the name, e-mail, phone, message, suburb or address (enquirySearchFields). */
  q?: string
}

/**
 * Where messages and quote requests live, with the state of their e-mails; conventions in
 * content-stores.ts. Every adapter passes `describeEnquiriesStoreContract`
 * (enquiries-store.contract.ts).
 */
export interface EnquiriesStore {
  /** Stores a new enquiry and returns it. */
  createEnquiry(enquiry: Enquiry): Promise<Enquiry>
  getEnquiry(id: string): Promise<Enquiry | null>
  /** One page of enquiries, newest `created_at` first (ties by id). */
  listEnquiries(query?: EnquiryQuery): Promise<Page<Enquiry>>
  /**
   * Reads the enquiry, asks `revise` for the change and writes it, atomically: of two revisions at
   * once, each sees the other's result (two status changes both enter the timeline). `revise`
   * may run more than once (Firestore retries a contended transaction), so it must only compute;
   * it may throw an AppError to refuse, and nothing is written then. Returns the enquiry before
   * and after, or null when there is none. Throws `validation_failed` when the result is not a
   * valid enquiry.
   */
  reviseEnquiry(id: string, revise: (current: Enquiry) => EnquiryRevision): Promise<RevisedEnquiry | null>
  /**
   * Adds a note at the end of the enquiry's notes, atomically (two admins' notes both stay);
   * returns the enquiry, or null when there is none. Throws `validation_failed` when it already
   * holds MAX_NOTES notes.
   */
  addEnquiryNote(id: string, note: EnquiryNote): Promise<Enquiry | null>
  /**
   * Up to `limit` enquiries with e-mails pending whose next_attempt_at is at or before `dueBy`,
   * soonest due first (ties by id).
   */
  listEnquiriesWithMailDue(dueBy: string, limit: number): Promise<Enquiry[]>
  /**
   * Replaces the enquiry's mail state only while its e-mails are pending with next_attempt_at
   * `expectedNextAttempt` (as the caller read it), checked atomically: of two senders that read
   * the same enquiry, one wins. Returns the enquiry as stored, or null when there is none or its
   * mail state changed meanwhile (nothing is written then).
   */
  updateEnquiryMail(id: string, expectedNextAttempt: string, mail: EnquiryMail): Promise<Enquiry | null>
  /**
   * Removes the enquiry; false when there was none, or when `onlyIf` is given and says no of the
   * enquiry as it is at the moment of the delete (read and deleted in one step: a deletion's
   * guard against photos the customer added since it read the request).
   */
  deleteEnquiry(id: string, onlyIf?: (stored: Enquiry) => boolean): Promise<boolean>
  /**
   * Up to `limit` enquiries created before `createdBefore`, oldest first (ties by id): what the
   * retention rule deletes next, with their photos.
   */
  listEnquiriesCreatedBefore(createdBefore: string, limit: number): Promise<Enquiry[]>
  /** How many enquiries there are, and how many are open, counted by the database. */
  countEnquiries(): Promise<ContentStats['enquiries']>
}
