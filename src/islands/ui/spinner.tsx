/**
 * The islands' busy indicators: one spinner, and one loading state for a list or a screen.
 */
import { LoaderCircle } from 'lucide-react'

/** The one busy indicator of the islands: Lucide's arc turning, as big and coloured as `className` says. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle className={`${className} animate-spin`} data-spinner />
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
