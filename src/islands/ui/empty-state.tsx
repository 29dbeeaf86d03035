import type { ReactNode } from 'react'

/** What a list shows when it has nothing: an icon, a line or two, and what to do next. */
export function EmptyState({
  icon,
  title,
  text,
  heading = 'p',
  children,
}: {
  /** An icon element, e.g. `<Images />` from lucide-react; it is drawn at 28 px. */
  icon: ReactNode
  title?: string
  text?: string | undefined
  /** The title's element: a heading where the page's outline lists the state (the public blog). */
  heading?: 'p' | 'h2' | 'h3'
  children?: ReactNode
}) {
  const Title = heading
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900">
      <span
        aria-hidden="true"
        className="bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300 flex size-14 items-center justify-center rounded-2xl [&>svg]:size-7"
      >
        {icon}
      </span>
      {title && <Title className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</Title>}
      {text && <p className={`${title ? 'mt-1' : 'mt-4'} text-slate-600 dark:text-slate-300`}>{text}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  )
}
