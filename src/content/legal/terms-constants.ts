/**
 * The business rules the Terms of Service promise (SPEC.md §9). The terms text interpolates
 * these, so changing a rule here changes the published wording; remember to bump the terms'
 * `lastUpdated` date when you do.
 */
export const termsConstants = {
  /** How long a written quote stays valid. */
  quoteValidityDays: 30,
  /** Minimum notice to cancel or reschedule a booking without a fee. */
  cancellationNoticeHours: 24,
  /** The most a late cancellation can cost, as a share of the call-out fee. */
  lateCancellationFeeMaxPercent: 50,
  /** Once a technician has been dispatched, the whole call-out fee applies. */
  fullCallOutFeeAfterDispatch: true,
  /** Our workmanship warranty, on top of the Australian Consumer Law guarantees. */
  workmanshipWarrantyMonths: 12,
  /** The law that governs the terms and whose courts hear disputes. */
  governingLaw: 'New South Wales, Australia',
} as const

export type TermsConstants = typeof termsConstants
