import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { RefreshButton } from './refresh-button.tsx'

const read = (isFetching = false) => ({ isFetching, refetch: vi.fn(async () => undefined) })

describe('the Refresh button', () => {
  test('asks again for every read of the screen', async () => {
    const [posts, stats] = [read(), read()]
    render(<RefreshButton reads={[posts, stats]}>Refresh Posts</RefreshButton>)
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Posts' }))

    expect(posts.refetch).toHaveBeenCalledOnce()
    expect(stats.refetch).toHaveBeenCalledOnce()
  })

  test('is busy while the main read reloads', () => {
    render(<RefreshButton reads={[read(true), read()]} />)

    const button = screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
  })
})
