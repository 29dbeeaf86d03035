/** The parts the sign-in, register and reset cards share: the card, its notes, its footer link. */
import type { ElementType, ReactNode } from 'react'

export function AuthCard({
  heading,
  headingId,
  headingLevel = 1,
  lead,
  footer,
  children,
}: {
  heading: string
  headingId: string
  headingLevel?: 1 | 2
  lead: string
  footer?: ReactNode
  children: ReactNode
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/30">
      <Heading id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {heading}
      </Heading>
      <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">{lead}</p>
      {children}
      {footer && <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">{footer}</p>}
    </div>
  )
}

const noteTones = {
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50',
  danger: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
}

/** A boxed note in a card: a success is a status, a problem an alert. */
export function AuthNote({
  tone,
  as: Element = 'div',
  className = '',
  children,
}: {
  tone: keyof typeof noteTones
  as?: ElementType
  className?: string
  children: ReactNode
}) {
  return (
    <Element
      role={tone === 'success' ? 'status' : 'alert'}
      className={`rounded-lg border p-4 text-sm ${noteTones[tone]} ${className}`}
    >
      {children}
    </Element>
  )
}

/** The link under a card to the other card: "Sign up", "Sign in", "Back to sign in". */
export function CardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="text-brand-700 dark:text-brand-300 font-semibold underline-offset-2 hover:underline"
    >
      {children}
    </a>
  )
}
