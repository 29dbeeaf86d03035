// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { TOASTER_ID } from '../ui/toast.tsx'
import { keepToasterInside } from './toaster-in-dialog.ts'

function mountToaster() {
  const host = document.createElement('div')
  host.id = TOASTER_ID
  document.body.append(host)
  return host
}

const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve))

afterEach(() => document.body.replaceChildren())

test('the toaster moves into the dialog, and back to the page when released', () => {
  const host = mountToaster()
  const dialog = document.body.appendChild(document.createElement('dialog'))
  const release = keepToasterInside(dialog)
  expect(host.parentElement).toBe(dialog)
  release()
  expect(host.parentElement).toBe(document.body)
})

test('a toaster that mounts while the dialog is open (the page’s first toast) moves in too', async () => {
  const dialog = document.body.appendChild(document.createElement('dialog'))
  const release = keepToasterInside(dialog)
  const host = mountToaster()
  await mutationsSeen()
  expect(host.parentElement).toBe(dialog)
  release()
  expect(host.parentElement).toBe(document.body)
})

test('once released, nothing is moved any more; releasing twice is harmless', async () => {
  const dialog = document.body.appendChild(document.createElement('dialog'))
  const release = keepToasterInside(dialog)
  release()
  release()
  const host = mountToaster()
  await mutationsSeen()
  expect(host.parentElement).toBe(document.body)
})
