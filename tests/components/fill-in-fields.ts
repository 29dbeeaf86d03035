/** Filling in a form as a user does, for component tests (*.test.tsx). */
import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** Types into each field named by its label, or picks the option of a select, in order. */
export async function fillInFields(user: UserEvent, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const control = screen.getByLabelText(label)
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value)
    else await user.type(control, value)
  }
}
