/**
 * The islands' busy indicators: one spinner, and one loading state for a list or a screen.
 */

/** The one busy indicator of the islands: an arc turning, as big and coloured as `className` says. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${className} animate-spin`}
      fill="none"
      aria-hidden="true"
      data-spinner
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/** A spinner with its text, announced politely: the specification's loading states. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-3 py-16 text-slate-600 dark:text-slate-300"
    >
      <Spinner className="text-brand-600 dark:text-brand-400 size-8" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  )
}
