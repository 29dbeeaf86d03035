import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Plus, X } from 'lucide-react'
import { describe, expect, test, vi } from 'vitest'
import { Button } from './button.tsx'
import { IconButton } from './icon-button.tsx'

describe('Button', () => {
  test('is named by its label, icon aside, and runs on a click, Enter and Space', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button icon={<Plus aria-hidden />} onClick={onClick}>
        Create Post
      </Button>,
    )

    const button = screen.getByRole('button', { name: 'Create Post' })
    await user.tab()
    expect(document.activeElement).toBe(button)
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(3)
  })

  test('a button busy while it had the focus has it again when done, unless it went elsewhere', () => {
    const { rerender } = render(
      <>
        <Button>Save</Button>
        <input aria-label="Note" />
      </>,
    )
    const button = screen.getByRole('button', { name: 'Save' })
    const busyWhile = (elsewhere: () => void) => {
      button.focus()
      rerender(
        <>
          <Button pending>Save</Button>
          <input aria-label="Note" />
        </>,
      )
      elsewhere()
      rerender(
        <>
          <Button>Save</Button>
          <input aria-label="Note" />
        </>,
      )
    }
    // What Chromium does a frame after a focused control is disabled: the page gets the focus
    // (jsdom keeps it on the disabled button, and blur() on one does nothing).
    busyWhile(() => {
      const standIn = document.body.appendChild(document.createElement('input'))
      standIn.focus()
      standIn.remove()
      expect(document.activeElement).toBe(document.body)
    })
    expect(document.activeElement).toBe(button)
    busyWhile(() => screen.getByRole('textbox', { name: 'Note' }).focus())
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Note' }))
  })

  test('disabled: cannot be pressed or reached by Tab', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    )

    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveProperty('disabled', true)
    await user.click(button)
    await user.tab()
    expect(document.activeElement).not.toBe(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  test('pending: busy, disabled, a spinner in place of the icon, and the same name', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const { rerender } = render(
      <Button pending icon={<Plus data-testid="icon" />} onClick={onClick}>
        Save
      </Button>,
    )

    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button).toHaveProperty('disabled', true)
    expect(button.querySelector('[data-spinner]')?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.queryByTestId('icon')).toBeNull()
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()

    rerender(
      <Button pending={false} icon={<Plus data-testid="icon" />} onClick={onClick}>
        Save
      </Button>,
    )
    expect(button.hasAttribute('aria-busy')).toBe(false)
    expect(button).toHaveProperty('disabled', false)
    expect(button.querySelector('[data-spinner]')).toBeNull()
    expect(screen.getByTestId('icon')).not.toBeNull()
  })

  test('never submits its form unless it says type="submit"', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    render(
      <form aria-label="Notes" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Add a line</Button>
        <Button type="submit">Save notes</Button>
      </form>,
    )

    await user.click(screen.getByRole('button', { name: 'Add a line' }))
    expect(onSubmit).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Save notes' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})

describe('IconButton', () => {
  test('is named by its label, not by the icon, and never submits a form', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onSubmit = vi.fn()
    render(
      <form aria-label="Upload" onSubmit={onSubmit}>
        <IconButton label="Close form" onClick={onClick}>
          <X />
        </IconButton>
      </form>,
    )

    const button = screen.getByRole('button', { name: 'Close form' })
    expect(button.querySelector('svg')?.closest('[aria-hidden]')).not.toBeNull()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  test('a toggle says whether it is pressed', () => {
    render(
      <IconButton label="Grid view" variant="segment" aria-pressed>
        <Plus />
      </IconButton>,
    )

    expect(screen.getByRole('button', { name: 'Grid view', pressed: true })).not.toBeNull()
  })
})
