import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { makePost, makeRevision } from '#tests/factories/index.ts'
import { toRevisionSummary } from '../../../domain/revision.ts'
import { api } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { IslandRoot } from '../../island-root.tsx'
import { notify } from '../../ui/toast.tsx'
import { RevisionHistory } from './revision-history.tsx'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))

const current = makePost({
  id: 'post-7',
  title: 'Safety switches',
  content: '<p>Safety switches protect every circuit.</p>',
  excerpt: 'Why they matter.',
})
const { id: _id, date: _date, updated_at: _updated, ...currentSnapshot } = current
const latest = makeRevision({
  id: 'revision-2',
  post_id: current.id,
  number: 2,
  created_at: '2026-01-15T00:30:00.000Z',
  author: 'office.admin@example.com',
  snapshot: currentSnapshot,
})
const first = makeRevision({
  id: 'revision-1',
  post_id: current.id,
  number: 1,
  // 11 pm UTC on the 14th is 10 am on the 15th in Sydney (daylight saving).
  created_at: '2026-01-14T23:00:00.000Z',
  author: 'colleague@example.com',
  snapshot: {
    ...currentSnapshot,
    title: 'Switchboards',
    content: '<p>Old fuses protect every circuit.</p>',
  },
})

function renderHistory() {
  vi.spyOn(api.posts, 'revisions').mockResolvedValue({
    items: [latest, first].map(toRevisionSummary),
    next: null,
  })
  vi.spyOn(api.posts, 'revision').mockImplementation(async (_postId, revisionId) =>
    revisionId === first.id ? first : latest,
  )
  const onRestored = vi.fn()
  render(
    <IslandRoot>
      <RevisionHistory open onClose={() => {}} post={current} onRestored={onRestored} />
    </IslandRoot>,
  )
  return { user: userEvent.setup(), onRestored }
}

const versionItem = async (name: RegExp) =>
  (await screen.findAllByRole('listitem')).find((item) => name.test(item.textContent ?? ''))!

afterEach(() => queryClient.clear())

describe('the revision history', () => {
  test('lists who saved each version and when, in Sydney time, newest first', async () => {
    renderHistory()
    const list = await screen.findByRole('list', { name: 'Versions' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Version 2 (latest): Safety switches'),
      expect.stringContaining('Version 1: Switchboards'),
    ])
    expect(items[1]!.textContent).toContain('colleague@example.com, 15 Jan 2026, 10:00 am (Sydney time)')
  })

  test('compares a version with the current post, words marked in text as well as colour', async () => {
    const { user } = renderHistory()
    const item = await versionItem(/Version 1:/)
    await user.click(within(item).getByRole('button', { name: 'Compare with current' }))

    const diff = await within(item).findByTestId('revision-diff')
    const removed = [...diff.querySelectorAll('del')].map((node) => node.textContent)
    const added = [...diff.querySelectorAll('ins')].map((node) => node.textContent)
    expect(removed).toEqual(['[removed: Switchboards]', '[removed: Old fuses]'])
    expect(added).toEqual(['[added: Safety switches]', '[added: Safety switches]'])
    expect(diff.textContent).toContain('protect every circuit.')
  })

  test('restores a version only after the confirmation, then hands back the saved post', async () => {
    const restored = { ...current, title: 'Switchboards', content: first.snapshot.content }
    const restore = vi.spyOn(api.posts, 'restoreRevision').mockResolvedValue(restored)
    const { user, onRestored } = renderHistory()
    const item = await versionItem(/Version 1:/)
    await user.click(within(item).getByRole('button', { name: 'Restore this version' }))

    const question = await screen.findByRole('dialog', { name: 'Restore this version?' })
    expect(restore).not.toHaveBeenCalled()
    await user.click(within(question).getByRole('button', { name: 'Restore version' }))

    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored))
    expect(restore).toHaveBeenCalledExactlyOnceWith(current.id, first.id)
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Version restored' }))
  })

  test('cancelling the confirmation restores nothing', async () => {
    const restore = vi.spyOn(api.posts, 'restoreRevision')
    const { user } = renderHistory()
    const item = await versionItem(/Version 1:/)
    await user.click(within(item).getByRole('button', { name: 'Restore this version' }))
    const question = await screen.findByRole('dialog', { name: 'Restore this version?' })
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Restore this version?' })).toBeNull())
    expect(restore).not.toHaveBeenCalled()
  })
})
