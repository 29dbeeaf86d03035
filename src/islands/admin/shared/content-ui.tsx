/**
 * Temporary, for admin/posts only: the post editor is being rewritten there (issue 12), and
 * imports these names. Everything else uses the kit in src/islands/ui/ directly. Delete this
 * file once admin/posts imports the kit.
 */
import type { ReactNode } from 'react'
import { buttonClass } from '../../ui/button.tsx'
import { EmptyState as KitEmptyState } from '../../ui/empty-state.tsx'
import { controlClass } from '../../ui/field.tsx'
import { Icon, type IconName } from '../../shared/icon.tsx'

export { errorClass, hintClass, labelClass } from '../../ui/field.tsx'
export { panelClass } from '../../ui/panel.ts'
export { useFailureToast } from './failure-toast.ts'

export const fieldClass = `mt-1 ${controlClass}`
export const smallButtonClass = buttonClass('secondary', 'sm')
export const dangerButtonClass = buttonClass('danger-subtle', 'sm')

export function EmptyState({
  icon,
  ...props
}: {
  icon: IconName
  title?: string
  text: string
  children?: ReactNode
}) {
  return <KitEmptyState icon={<Icon name={icon} />} {...props} />
}
