import type { Notice, NoticeKind } from '../../domain/notice.ts'

/**
 * The outbox of the e-mails that follow a request (domain/notice.ts): one notice per e-mail,
 * written before it is sent and claimed by a sender before each attempt. Conventions in
 * content-stores.ts; every adapter passes `describeNoticesStoreContract`
 * (notices-store.contract.ts).
 */
export interface NoticesStore {
  /**
   * Stores a new notice; false (nothing written) when one with its id exists already, which
   * keeps a once-only notice once. Throws `validation_failed` for a notice that would not read back.
   */
  addNotice(notice: Notice): Promise<boolean>
  /** The notice with this id, or null. */
  getNotice(id: string): Promise<Notice | null>
  /** Up to `limit` pending notices with due_at at or before `dueBy`, soonest first (ties by id). */
  listNoticesDue(dueBy: string, limit: number): Promise<Notice[]>
  /**
   * Replaces the notice only while it is pending with due_at `expectedDueAt` (as the caller read
   * it), checked atomically: of two senders that read the same notice, one wins (the claim).
   * Returns the notice as stored, or null when there is none or it changed meanwhile (nothing
   * is written then). Throws `validation_failed` for a notice that would not read back.
   */
  updateNotice(id: string, expectedDueAt: string, notice: Notice): Promise<Notice | null>
  /**
   * The enquiry's pending notices of these kinds become cancelled (due_at null), the others stay
   * as they are; returns how many were cancelled.
   */
  cancelPendingNotices(enquiryId: string, kinds: readonly NoticeKind[]): Promise<number>
  /** The enquiry's notices, oldest `created_at` first (ties by id); a request has a few dozen at most. */
  listNoticesOf(enquiryId: string): Promise<Notice[]>
  /** Removes the enquiry's notices; returns how many. */
  deleteNoticesOf(enquiryId: string): Promise<number>
}
