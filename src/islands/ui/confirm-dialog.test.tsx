import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { Button } from './button.tsx'
import { ConfirmDialog, useConfirm } from './confirm-dialog.tsx'
import { Dialog } from './dialog.tsx'

/** A list row's Delete and its question, as the admin screens hold them. */
function DeletePost({ onDelete = () => {} }: { onDelete?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete this post?"
        confirmLabel="Delete post"
        onConfirm={() => {
          onDelete()
          setOpen(false)
        }}
        onCancel={() => setOpen(false)}
      >
        “Switchboard upgrades” will be removed from the blog.
      </ConfirmDialog>
    </>
  )
}

async function openIt(onDelete?: () => void) {
  const user = userEvent.setup()
  render(<DeletePost onDelete={onDelete} />)
  const opener = screen.getByRole('button', { name: 'Delete' })
  await user.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' })
  return { user, opener, dialog }
}

describe('ConfirmDialog', () => {
  test('opens named by its title and described by its text, with Cancel and the action', async () => {
    const { dialog } = await openIt()

    expect(dialog.getAttribute('aria-describedby')).not.toBeNull()
    const describedBy = document.getElementById(dialog.getAttribute('aria-describedby') ?? '')
    expect(describedBy?.textContent).toBe('“Switchboard upgrades” will be removed from the blog.')
    expect(screen.getByRole('button', { name: 'Cancel' })).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Delete post' })).not.toBeNull()
  })

  test('the focus starts on Cancel, so Enter never deletes by accident', async () => {
    const onDelete = vi.fn()
    const { user, opener } = await openIt(onDelete)

    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })))
    await user.keyboard('{Enter}')

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onDelete).not.toHaveBeenCalled()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  test('the page behind is hidden and Tab stays inside', async () => {
    const { user } = await openIt()

    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    const inside = [
      screen.getByRole('button', { name: 'Cancel' }),
      screen.getByRole('button', { name: 'Delete post' }),
    ]
    await waitFor(() => expect(document.activeElement).toBe(inside[0]))
    for (let step = 0; step < 4; step++) {
      await user.tab()
      expect(inside).toContain(document.activeElement)
    }
  })

  test('Escape cancels and gives the focus back to what opened it', async () => {
    const onDelete = vi.fn()
    const { user, opener } = await openIt(onDelete)

    await user.keyboard('{Escape}')

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onDelete).not.toHaveBeenCalled()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  test('the action, reached by Tab, confirms', async () => {
    const onDelete = vi.fn()
    const { user } = await openIt(onDelete)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })))

    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete post' }))
    await user.keyboard('{Enter}')

    expect(onDelete).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

/** Two rows, each with a Delete that asks about that row, as the admin lists hold them. */
function Rows({
  onDelete,
  close,
}: {
  onDelete: (title: string) => unknown
  close?: 'at-once' | 'when-settled'
}) {
  const confirm = useConfirm({ onConfirm: onDelete, close })
  return (
    <>
      {['Switchboard upgrades', 'Garden lighting'].map((title) => (
        <Button
          key={title}
          variant="danger"
          aria-label={`Delete ${title}`}
          onClick={() => confirm.ask(title)}
        >
          Delete
        </Button>
      ))}
      <ConfirmDialog {...confirm.dialog} title="Delete this post?" confirmLabel="Delete post">
        “{confirm.item}” will be removed from the blog.
      </ConfirmDialog>
    </>
  )
}

function deferred() {
  let settle = { resolve: () => {}, reject: (_error: Error) => {} }
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { promise, ...settle }
}

describe('useConfirm', () => {
  test('asks about the item chosen, and by default closes as the action starts', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn(() => new Promise(() => {}))
    render(<Rows onDelete={onDelete} />)

    await user.click(screen.getByRole('button', { name: 'Delete Garden lighting' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' })
    expect(dialog.textContent).toContain('“Garden lighting” will be removed from the blog.')
    await user.click(screen.getByRole('button', { name: 'Delete post' }))

    expect(onDelete).toHaveBeenCalledExactlyOnceWith('Garden lighting')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('Cancel runs nothing', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn()
    render(<Rows onDelete={onDelete} close="when-settled" />)

    await user.click(screen.getByRole('button', { name: 'Delete Switchboard upgrades' }))
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onDelete).not.toHaveBeenCalled()
  })

  test.each([
    ['succeeds', (work: ReturnType<typeof deferred>) => work.resolve()],
    ['fails', (work: ReturnType<typeof deferred>) => work.reject(new Error('Server error'))],
  ])("'when-settled' keeps the question up until the action %s", async (_outcome, settle) => {
    const user = userEvent.setup()
    const work = deferred()
    const onDelete = vi.fn(() => work.promise)
    render(<Rows onDelete={onDelete} close="when-settled" />)

    await user.click(screen.getByRole('button', { name: 'Delete Switchboard upgrades' }))
    await user.click(await screen.findByRole('button', { name: 'Delete post' }))

    expect(onDelete).toHaveBeenCalledExactlyOnceWith('Switchboard upgrades')
    await new Promise((wait) => setTimeout(wait, 50))
    expect(screen.getByRole('dialog', { name: 'Delete this post?' }).textContent).toContain(
      '“Switchboard upgrades”',
    )
    settle(work)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test("'when-settled': while the action runs it cannot be pressed again, cancelled or escaped", async () => {
    const user = userEvent.setup()
    const work = deferred()
    const onDelete = vi.fn(() => work.promise)
    render(<Rows onDelete={onDelete} close="when-settled" />)

    await user.click(screen.getByRole('button', { name: 'Delete Switchboard upgrades' }))
    const confirm = await screen.findByRole('button', { name: 'Delete post' })
    await user.dblClick(confirm)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.keyboard('{Escape}')

    expect(onDelete).toHaveBeenCalledTimes(1)
    expect(confirm).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('dialog', { name: 'Delete this post?' })).not.toBeNull()
    work.resolve()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('Dialog', () => {
  function Saving({ dismissable }: { dismissable: boolean }) {
    const [open, setOpen] = useState(true)
    return (
      <Dialog open={open} onClose={() => setOpen(false)} title="New Category" dismissable={dismissable}>
        <p>Saving the category...</p>
      </Dialog>
    )
  }

  test('the focus moves into it; Escape closes it', async () => {
    const user = userEvent.setup()
    render(<Saving dismissable />)

    const dialog = screen.getByRole('dialog', { name: 'New Category' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('while something must not be abandoned, Escape leaves it open', async () => {
    const user = userEvent.setup()
    render(<Saving dismissable={false} />)

    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'New Category' })).not.toBeNull()
  })
})
