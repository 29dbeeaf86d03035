import { screen } from '@testing-library/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { describe, expect, test, vi } from 'vitest'
import type { Me } from '../../../domain/profile.ts'
import { api } from '../../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { renderWithQueries } from '#tests/components/render-with-queries.tsx'
import { meQuery } from '../admin-guard.tsx'
import { GivenPasswordNotice } from './given-password-notice.tsx'

const me = (passwordGiven: boolean): Me => ({
  id: 'uid-first',
  email: 'office@example.com',
  is_admin: true,
  created_at: '2026-11-28T07:00:00.000Z',
  email_verified: true,
  role: 'admin',
  password_given: passwordGiven,
})

/** Says when the server's answer has arrived. */
function Answered() {
  return useQuery({ ...meQuery('uid-first'), staleTime: Infinity }).data ? <p>answered</p> : null
}

/** What Change Password does once the new password is set: every query is asked again. */
function AskAgain() {
  const client = useQueryClient()
  return <Button onClick={() => void client.invalidateQueries()}>changed</Button>
}

describe("the dashboard's notice of a password someone else chose", () => {
  test('asks for a password of their own, and goes once the server says it is changed', async () => {
    const read = vi.spyOn(api.profiles, 'me').mockResolvedValue(me(true))
    const { user } = renderWithQueries(
      <>
        <GivenPasswordNotice uid="uid-first" />
        <AskAgain />
      </>,
    )
    const note = await screen.findByRole('note', { name: 'Choose your own password' })
    expect(note.textContent).toContain('Change it with Change Password above')

    read.mockResolvedValue(me(false))
    await user.click(screen.getByRole('button', { name: 'changed' }))
    await vi.waitFor(() => expect(screen.queryByRole('note')).toBeNull())
    expect(read).toHaveBeenCalledTimes(2)
  })

  test('says nothing to an account that chose its own', async () => {
    vi.spyOn(api.profiles, 'me').mockResolvedValue(me(false))
    renderWithQueries(
      <>
        <GivenPasswordNotice uid="uid-first" />
        <Answered />
      </>,
    )
    // The same answer reaches both in one render: once it shows, the notice has had it too.
    await screen.findByText('answered')
    expect(screen.queryByRole('note')).toBeNull()
  })
})
