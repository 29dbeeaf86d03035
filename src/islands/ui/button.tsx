/**
 * The islands' one button. A native <button>: it already has every semantics a button needs
 * (keyboard, focus, form submit, disabled), so the public forms pay nothing for it; see
 * docs/decisions/027-ui-kit-and-forms.md for why this one piece is not React Aria's.
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { useFocusReturnsWhenEnabled } from './focus-returns.ts'
import { Spinner } from './spinner.tsx'

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'danger'
  | 'danger-subtle'
  | 'ghost'
  /** The spark-yellow call to action on a dark band (the gallery's hero). */
  | 'accent'
  /** A quiet button on a dark band. */
  | 'on-dark'
  /** A go-ahead that is not the page's main action: Approve beside Reject. */
  | 'success'
  /** Looks like a link in running text: no box, no padding ('Remove', 'Approve after all'). */
  | 'link'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-outline',
  danger: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500',
  'danger-subtle':
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-900 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950',
  accent: 'btn-accent',
  'on-dark': 'btn-ghost-light',
  success: 'bg-green-700 text-white hover:bg-green-800',
  link: 'text-brand-700 hover:text-brand-900 dark:text-brand-300 inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:opacity-60 dark:hover:text-white',
  ghost:
    'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'gap-1.5 px-3 py-1.5 font-medium',
  md: '',
  lg: 'px-6 py-3 text-base',
}

/** The classes of a kit button, for a link that looks like one (`<a className={buttonClass()}>`). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '') {
  // A link-look button keeps the text's size and flow, so it takes neither the box nor a size.
  if (variant === 'link') return [variants.link, extra].filter(Boolean).join(' ')
  return ['btn', variants[variant], sizes[size], extra].filter(Boolean).join(' ')
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Busy: the spinner shows before the label, the button is disabled and says it is busy. */
  pending?: boolean
  /** An icon before the label (hidden while pending, when the spinner takes its place). */
  icon?: ReactNode
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'primary',
  size = 'md',
  pending = false,
  icon,
  type = 'button',
  className = '',
  disabled,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const focusRef = useFocusReturnsWhenEnabled(disabled || pending, ref)
  return (
    <button
      ref={focusRef}
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending ? <Spinner className="size-4" /> : icon}
      {children}
    </button>
  )
}
