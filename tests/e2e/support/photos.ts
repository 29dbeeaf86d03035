/** Gallery photos sent through the API the way the 'Share Your Photo' dialog and the admin's image form send them. */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect } from '@playwright/test'
import { apiFetch, type Account } from './accounts'

export const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url))

/** Where a photo was taken, what it shows: the fields of the admin's image form beside its file. */
export interface PhotoFields {
  title: string
  category?: string
  description?: string
  location?: string
  tags?: string[]
}

/** A photo sent through POST /api/media as the forms send it (real PNG bytes through the pipeline). */
async function uploadPhoto(account: Account): Promise<{ url: string; variants: unknown[] }> {
  const form = new FormData()
  form.append('purpose', 'gallery')
  form.append('file', new Blob([readFileSync(fixture('small.png'))], { type: 'image/png' }), 'small.png')
  const uploaded = await apiFetch(account, '/api/media', { method: 'POST', body: form })
  expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  return (await uploaded.json()) as { url: string; variants: unknown[] }
}

/** An approved photo an admin adds through the API, as the admin's image form does. Returns its id. */
export async function addApprovedPhoto(admin: Account, fields: PhotoFields): Promise<string> {
  const media = await uploadPhoto(admin)
  const created = await apiFetch(admin, '/api/gallery', {
    method: 'POST',
    json: { category: 'Projects', ...fields, image_url: media.url, image_variants: media.variants },
  })
  expect(created.status, await created.clone().text()).toBe(201)
  return ((await created.json()) as { image: { id: string } }).image.id
}

/**
 * A verified user's photo (real PNG bytes through the upload pipeline): it waits for review.
 * `fields` change the usual ones. Returns its id.
 */
export async function submitVisitorPhoto(
  user: Account,
  title: string,
  fields: Partial<PhotoFields> = {},
): Promise<string> {
  const media = await uploadPhoto(user)
  const submitted = await apiFetch(user, '/api/gallery/submissions', {
    method: 'POST',
    json: {
      title,
      category: 'Projects',
      tags: ['Rooftop', 'Solar'],
      location: 'Parramatta',
      date: '2026-03-14',
      ...fields,
      image_url: media.url,
      image_variants: media.variants,
    },
  })
  expect(submitted.status).toBe(201)
  return ((await submitted.json()) as { image: { id: string } }).image.id
}
