/** Gallery photos sent through the API the way the 'Share Your Photo' dialog sends them. */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect } from '@playwright/test'
import { apiFetch, type Account } from './accounts'

export const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url))

/** A verified user's photo (real PNG bytes through the upload pipeline): it waits for review. Returns its id. */
export async function submitVisitorPhoto(user: Account, title: string): Promise<string> {
  const form = new FormData()
  form.append('purpose', 'gallery')
  form.append('file', new Blob([readFileSync(fixture('small.png'))], { type: 'image/png' }), 'small.png')
  const uploaded = await apiFetch(user, '/api/media', { method: 'POST', body: form })
  expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  const media = (await uploaded.json()) as { url: string; variants: unknown[] }
  const submitted = await apiFetch(user, '/api/gallery/submissions', {
    method: 'POST',
    json: {
      title,
      category: 'Projects',
      tags: ['Rooftop', 'Solar'],
      location: 'Parramatta',
      date: '2026-03-14',
      image_url: media.url,
      image_variants: media.variants,
    },
  })
  expect(submitted.status).toBe(201)
  return ((await submitted.json()) as { image: { id: string } }).image.id
}
