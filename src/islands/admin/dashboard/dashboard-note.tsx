import type { ReactNode } from 'react'

/**
 * A note above the dashboard's cards, for something an admin should do first: an icon, a
 * heading that names the note, and a line or two.
 */
export function DashboardNote({
  id,
  icon,
  title,
  children,
}: {
  /** The heading's id, which names the note. */
  id: string
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <div
      role="note"
      aria-labelledby={id}
      className="mb-8 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <span className="mt-0.5 shrink-0" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm">{children}</p>
      </div>
    </div>
  )
}
