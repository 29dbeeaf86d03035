/** The blog's loading state. */

/** A spinner with its text, announced politely: the specification's loading states. */
export function Loading({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-3 py-16 text-slate-600 dark:text-slate-300"
    >
      <svg
        className="text-brand-600 dark:text-brand-400 size-8 animate-spin"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="text-sm font-medium">{label}</p>
    </div>
  )
}
