import { Button, type ButtonProps } from './button.tsx'

/**
 * Cancel and the panel's own action (a submit unless told otherwise), side by side;
 * Cancel waits while the action is sent.
 */
export function FormButtons({
  onCancel,
  className = '',
  pending = false,
  ...action
}: ButtonProps & { onCancel: () => void }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" pending={pending} {...action} />
    </div>
  )
}
