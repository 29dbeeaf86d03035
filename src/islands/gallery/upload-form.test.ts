import { describe, expect, test, vi } from 'vitest'
import {
  checkChosenFile,
  checkDraft,
  checkImageChosen,
  checkTitle,
  draftErrors,
  emptyUploadDraft,
  localToday,
  parseTags,
  toSubmission,
  uploadOnce,
} from './upload-form.ts'

describe('checkChosenFile', () => {
  test('refuses what is not an image, with the specification text', () => {
    expect(checkChosenFile({ type: 'application/pdf', name: 'quote.pdf' })).toEqual({
      title: 'Invalid file type',
      description: 'Please upload an image file (JPEG, PNG, WebP, etc.)',
    })
  })

  test('takes a photo of any size (it is made smaller before it is sent), and a HEIC without a type', () => {
    expect(checkChosenFile({ type: 'image/jpeg', name: 'IMG_0001.jpg' })).toBeNull()
    expect(checkChosenFile({ type: '', name: 'IMG_0002.HEIC' })).toBeNull()
  })
})

describe('checkDraft', () => {
  test('asks for the image first, then the title', () => {
    expect(checkDraft(false, { title: '' })?.title).toBe('Missing image')
    expect(checkDraft(true, { title: '   ' })).toEqual({
      title: 'Missing title',
      description: 'Please provide a title for your image',
    })
    expect(checkDraft(true, { title: 'Solar install' })).toBeNull()
  })
})

test('tags are split on commas, trimmed, empties dropped', () => {
  expect(parseTags(' led, , outdoor ,LED,')).toEqual(['led', 'outdoor'])
})

test('localToday gives the local calendar date', () => {
  expect(localToday(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05')
})

test('toSubmission keeps tags and the date, and empties become null', () => {
  const media = {
    url: '/api/media/a.webp',
    width: 960,
    height: 640,
    variants: [{ url: '/api/media/a.webp', width: 960, height: 640 }],
  }
  const draft = {
    title: ' Roof ',
    description: '',
    tags: 'solar, ',
    category: 'Projects',
    location: ' ',
    date: '2025-03-14',
  }
  expect(toSubmission(draft, media)).toEqual({
    title: 'Roof',
    description: null,
    tags: ['solar'],
    category: 'Projects',
    location: null,
    date: '2025-03-14',
    image_url: '/api/media/a.webp',
    image_variants: media.variants,
  })
  expect(toSubmission({ ...draft, date: '' }, media)).not.toHaveProperty('date')
})

describe('the image and title rules', () => {
  test('are two named checks, which checkDraft puts in order', () => {
    expect(checkImageChosen(false)).toEqual({
      title: 'Missing image',
      description: 'Please upload an image to continue',
    })
    expect(checkImageChosen(true)).toBeNull()
    expect(checkTitle({ title: ' ' })?.title).toBe('Missing title')
    expect(checkTitle({ title: 'Roof' })).toBeNull()
  })
})

test('a new draft is empty, in Projects, taken today', () => {
  expect(emptyUploadDraft('2025-03-14')).toEqual({
    title: '',
    description: '',
    tags: '',
    category: 'Projects',
    location: '',
    date: '2025-03-14',
  })
  expect(emptyUploadDraft().date).toBe(localToday())
})

describe('draftErrors (the form resolver)', () => {
  const valid = emptyUploadDraft('2025-03-14')
  const draft = { ...valid, title: 'Solar install' }

  test('accepts a draft with a title and nothing else', () => {
    expect(draftErrors(draft)).toEqual({})
    expect(draftErrors({ ...draft, date: '' })).toEqual({})
  })

  test('a missing title is the specification message, on the title', () => {
    expect(draftErrors({ ...valid, title: '  ', tags: 'a,b,c,d,e,f,g,h,i,j,k' })).toEqual({
      title: { type: 'missing', message: 'Please provide a title for your image' },
    })
  })

  test("anything else the shared schema refuses comes with the API's own message, on its field", () => {
    expect(draftErrors({ ...draft, tags: 'a,b,c,d,e,f,g,h,i,j,k' })).toEqual({
      tags: { type: 'invalid', message: 'Use at most 10 tags' },
    })
    expect(
      draftErrors({ ...draft, tags: 'x'.repeat(41), description: 'A\u0000B', date: '14/03/2025' }),
    ).toEqual({
      description: { type: 'invalid', message: 'Use only printable characters (no control characters)' },
      tags: { type: 'invalid', message: 'Keep each tag under 40 characters' },
      date: { type: 'invalid', message: 'Please give the date as YYYY-MM-DD' },
    })
  })

  test('checks what toSubmission sends: repeated and empty tags are not counted', () => {
    expect(draftErrors({ ...draft, tags: `${'solar, '.repeat(20)}, , ` })).toEqual({})
  })
})

describe('uploadOnce', () => {
  const media = {
    url: '/api/media/b.webp',
    width: 960,
    height: 640,
    variants: [{ url: '/api/media/b.webp', width: 960, height: 640 }],
  }
  const photo = new File(['pixels'], 'roof.jpg', { type: 'image/jpeg' })

  test('uploads a file not sent before', async () => {
    const upload = vi.fn(async () => media)
    expect(await uploadOnce(photo, null, upload)).toEqual({ file: photo, media })
    expect(upload).toHaveBeenCalledWith(photo)
  })

  test('a retry with the same file does not send it again; another file is sent', async () => {
    const upload = vi.fn(async () => media)
    const uploaded = { file: photo, media }
    expect(await uploadOnce(photo, uploaded, upload)).toBe(uploaded)
    expect(upload).not.toHaveBeenCalled()
    const other = new File(['other pixels'], 'roof.jpg', { type: 'image/jpeg' })
    expect(await uploadOnce(other, uploaded, upload)).toEqual({ file: other, media })
    expect(upload).toHaveBeenCalledOnce()
  })

  test('a failed upload fails the call, so there is nothing to remember', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('offline')))
    await expect(uploadOnce(photo, null, failing)).rejects.toThrow('offline')
  })
})
