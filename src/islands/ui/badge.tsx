import type { ReactNode } from 'react'

export type BadgeTone = 'neutral' | 'brand' | 'category' | 'success' | 'warning' | 'danger'

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  brand: 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-50',
  /**
   * A post's or a photo's category, on the public pages too: typed by people, so it wraps anywhere
   * rather than widen its row on a phone.
   */
  category: 'bg-brand-50 text-brand-800 wrap-anywhere dark:bg-brand-950 dark:text-brand-200',
  success: 'bg-green-100 text-green-900 dark:bg-green-400/15 dark:text-green-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  danger: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
}

const sizes = {
  sm: 'px-2.5 py-0.5 text-xs',
  /** Above a page's title (a post's category). */
  md: 'px-3 py-1 text-sm',
}

/** A short status, role or category label: 'Admin', 'Waiting for review', 'Electrical'. */
export function Badge({
  tone = 'neutral',
  size = 'sm',
  className = '',
  children,
}: {
  tone?: BadgeTone
  size?: keyof typeof sizes
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full font-semibold ${sizes[size]} ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  )
}
