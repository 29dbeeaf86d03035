import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Images } from 'lucide-react'
import { describe, expect, test, vi } from 'vitest'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from './button.tsx'
import { EmptyState } from './empty-state.tsx'
import { READ_ON_PAGES } from './load-more.tsx'
import { QueryState, type QueryStateProps } from './query-state.tsx'

type Query = QueryStateProps['query']

const loading: Query = { isPending: true, isError: false, error: null }
const loaded: Query = { isPending: false, isError: false, error: null, data: ['a'] }
const refused = new ApiError('forbidden', 'Only admins can see users.', 403)
const failed: Query = { isPending: false, isError: true, error: refused }

function UsersScreen({ query, empty }: { query: Query; empty?: boolean }) {
  return (
    <QueryState
      query={query}
      loading="Loading users..."
      failure="Error fetching users"
      empty={empty && <EmptyState icon={<Images />} title="No users yet" />}
    >
      <ul aria-label="Users">
        <li>Priya Raman</li>
      </ul>
    </QueryState>
  )
}

describe('QueryState', () => {
  test('while loading: a spinner and the loading line, announced politely, and nothing else', () => {
    render(<UsersScreen query={loading} />)

    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Loading users...')
    expect(status.querySelector('[data-spinner]')).not.toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })

  test("a first load that failed: what failed and the API's reason, as an alert", () => {
    render(<UsersScreen query={failed} />)

    expect(screen.getByRole('alert').textContent).toBe('Error fetching users: Only admins can see users.')
    expect(screen.queryByRole('list')).toBeNull()
  })

  test('a failure without a reason says something plain, not a stack or a dump', () => {
    render(<UsersScreen query={{ ...failed, error: { issues: [] } }} />)

    expect(screen.getByRole('alert').textContent).toBe(
      'Error fetching users: Something went wrong. Please try again.',
    )
  })

  test('a failed reload keeps the list it had, unless the failure is to hide it', () => {
    const { rerender } = render(<UsersScreen query={{ ...failed, data: ['a'] }} />)
    expect(screen.getByRole('list', { name: 'Users' })).not.toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()

    rerender(
      <QueryState
        query={{ ...failed, data: ['a'] }}
        loading=""
        failure="Error fetching posts"
        failureHidesList
      >
        <ul aria-label="Posts" />
      </QueryState>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Error fetching posts')
    expect(screen.queryByRole('list')).toBeNull()
  })

  test('a failure drawn by the screen: it gets the error and can offer to try again', async () => {
    const user = userEvent.setup()
    const retry = vi.fn()
    render(
      <QueryState
        query={failed}
        loading="Loading photos..."
        failure={(error) => (
          <div role="alert">
            <p>{error instanceof ApiError ? error.message : 'Unknown'}</p>
            <Button onClick={retry}>Try again</Button>
          </div>
        )}
      >
        <p>Photos</p>
      </QueryState>,
    )

    expect(screen.getByRole('alert').textContent).toContain('Only admins can see users.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  test('nothing to list: the empty state in place of the list; with items, the list', () => {
    const { rerender } = render(<UsersScreen query={loaded} empty />)
    expect(screen.getByText('No users yet')).not.toBeNull()
    expect(screen.queryByRole('list')).toBeNull()

    rerender(<UsersScreen query={loaded} empty={false} />)
    expect(screen.queryByText('No users yet')).toBeNull()
    expect(screen.getByRole('list', { name: 'Users' }).textContent).toBe('Priya Raman')
  })
})

describe('EmptyState', () => {
  test('its title at the level asked for, its text, and what to do next; the icon is decoration', async () => {
    const user = userEvent.setup()
    const onUpload = vi.fn()
    render(
      <EmptyState
        icon={<Images data-testid="icon" />}
        title="No photos yet"
        text="Be the first to share one."
        heading="h2"
      >
        <Button onClick={onUpload}>Upload a photo</Button>
      </EmptyState>,
    )

    expect(screen.getByRole('heading', { level: 2, name: 'No photos yet' })).not.toBeNull()
    expect(screen.getByText('Be the first to share one.')).not.toBeNull()
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Upload a photo' }))
    expect(onUpload).toHaveBeenCalledTimes(1)
  })

  test('by default the title is a paragraph, not a heading the outline lists', () => {
    render(<EmptyState icon={<Images />} title="No enquiries match" />)

    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByText('No enquiries match').tagName).toBe('P')
  })
  test('a search still reading on past an empty page shows the loading line, not "nothing found"', () => {
    const emptyPage = { items: [], next: 'cursor' }
    const readingOn: Query = {
      isPending: false,
      isError: false,
      error: null,
      data: { pages: [emptyPage] },
      hasNextPage: true,
    }
    const { rerender } = render(<UsersScreen query={readingOn} empty />)
    expect(screen.getByRole('status').textContent).toBe('Loading users...')
    expect(screen.queryByText('No users yet')).toBeNull()

    // The list ended with nothing: now it is empty.
    rerender(<UsersScreen query={{ ...readingOn, hasNextPage: false }} empty />)
    expect(screen.getByText('No users yet')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  test('a search that paused with nothing found yet says so, not "nothing found" and not loading', () => {
    const emptyPages = Array.from({ length: READ_ON_PAGES }, () => ({ items: [], next: 'cursor' }))
    const paused: Query = {
      isPending: false,
      isError: false,
      error: null,
      data: { pages: emptyPages },
      hasNextPage: true,
    }
    render(<UsersScreen query={paused} empty />)
    expect(screen.getByRole('status').textContent).toBe(
      'Nothing found yet in what has been searched. There is more to search.',
    )
    expect(screen.queryByText('No users yet')).toBeNull()
    expect(screen.queryByText('Loading users...')).toBeNull()
  })
})
