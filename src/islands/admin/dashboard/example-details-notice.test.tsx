import { screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { DEFAULT_BUSINESS_SETTINGS } from '../../../business-defaults.ts'
import { api } from '../../../lib/api-client.ts'
import { renderWithQueries } from '#tests/components/render-with-queries.tsx'
import { ExampleDetailsNotice } from './example-details-notice.tsx'

/** The settings as GET /api/settings answers them, saved `version` times. */
const stored = (version: number) => ({
  settings: DEFAULT_BUSINESS_SETTINGS,
  version,
  updated_at: version ? '2026-11-28T01:00:00.000Z' : null,
  updated_by: version ? 'owner@harbourline.example' : null,
})

describe("the dashboard's notice of the example business details", () => {
  test('shows while the settings were never saved, and leads to them', async () => {
    vi.spyOn(api.settings, 'read').mockResolvedValue(stored(0))
    renderWithQueries(<ExampleDetailsNotice />)
    const note = await screen.findByRole('note', {
      name: 'The site still shows the example business details',
    })
    expect(note.textContent).toContain('ABN and licences are the examples it came with')
    expect(screen.getByRole('link', { name: 'Business Settings' }).getAttribute('href')).toBe(
      '/admin/settings',
    )
  })

  test('says nothing once an admin has saved them', async () => {
    const read = vi.spyOn(api.settings, 'read').mockResolvedValue(stored(1))
    renderWithQueries(<ExampleDetailsNotice />)
    await vi.waitFor(() => expect(read).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.queryByRole('note')).toBeNull()
  })
})
