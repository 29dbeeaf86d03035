/**
 * A button that shows only an icon: the close X, the editor's tools, a drag handle, the show
 * password eye. Its accessible name is required (`label`), since the icon says nothing to a
 * screen reader. A native <button>, like the kit's Button (docs/decisions/027-ui-kit-and-forms.md).
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'

export type IconButtonVariant =
  /** Quiet on a light surface; pressed shows in the brand's tint. */
  | 'ghost'
  /** One of a row of exclusive choices (grid or list); pressed is filled with the brand. */
  | 'segment'
  /** On top of a photo: a dark round disc. */
  | 'on-image'
  /** Inside a text box, at its end: colour only. */
  | 'inset'

const variants: Record<IconButtonVariant, string> = {
  ghost:
    'rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-pressed:bg-brand-500/20 dark:aria-pressed:text-brand-200',
  segment:
    'rounded-md text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-400 dark:aria-pressed:text-slate-950',
  'on-image': 'rounded-full bg-slate-900/80 text-white hover:bg-slate-900',
  inset: 'text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white',
}

const sizes = { sm: 'size-8', md: 'size-9', fill: '' }

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name: what the button does ('Close form', 'Remove image'). */
  label: string
  variant?: IconButtonVariant
  /** 'fill' takes its size from `className` (a toggle stretched over a text box's end). */
  size?: keyof typeof sizes
  /** The icon, drawn with lucide-react; it is hidden from assistive technology. */
  children: ReactNode
  ref?: Ref<HTMLButtonElement>
}

export function IconButton({
  label,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className = '',
  children,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={`inline-flex shrink-0 items-center justify-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 ${sizes[size]} ${variants[variant]} ${className}`}
      {...rest}
    >
      <span aria-hidden className="contents">
        {children}
      </span>
    </button>
  )
}
