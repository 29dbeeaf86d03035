import { describe, expect, test } from 'vitest'
import { localToday } from '../shared/local-date.ts'
import {
  checkChosenFile,
  emptyUploadDraft,
  parseTags,
  refusalNotice,
  toSubmission,
  UploadFormSchema,
  type UploadDraft,
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
    photo: null,
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

test('a new draft has no photo, nothing typed, in Projects, taken today', () => {
  expect(emptyUploadDraft('2025-03-14')).toEqual({
    photo: null,
    title: '',
    description: '',
    tags: '',
    category: 'Projects',
    location: '',
    date: '2025-03-14',
  })
  expect(emptyUploadDraft().date).toBe(localToday())
})

describe('the form schema, and the toast a refusal shows', () => {
  const photo = new File(['pixels'], 'roof.jpg', { type: 'image/jpeg' })
  const draft: UploadDraft = { ...emptyUploadDraft('2025-03-14'), photo, title: 'Solar install' }
  /** The first message per field, as the form shows them. */
  const problems = (values: UploadDraft) => {
    const parsed = UploadFormSchema.safeParse(values)
    const found: Record<string, string> = {}
    for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message
    return found
  }

  test('accepts a photo with a title and nothing else', () => {
    expect(problems(draft)).toEqual({})
    expect(problems({ ...draft, date: '' })).toEqual({})
  })

  test("'Missing image' comes first, then 'Missing title'", () => {
    const refused = problems({ ...draft, photo: null, title: '  ' })
    expect(refused).toEqual({
      photo: 'Please upload an image to continue',
      title: 'Please provide a title for your image',
    })
    expect(refusalNotice(refused)).toEqual({
      title: 'Missing image',
      description: 'Please upload an image to continue',
    })
    expect(refusalNotice({ title: refused.title ? { message: refused.title } : undefined })).toEqual({
      title: 'Missing title',
      description: 'Please provide a title for your image',
    })
    expect(refusalNotice({})).toBeNull()
  })

  test("anything else the shared schema refuses comes with the API's own message, on its field", () => {
    expect(problems({ ...draft, tags: 'a,b,c,d,e,f,g,h,i,j,k' })).toEqual({ tags: 'Use at most 10 tags' })
    expect(problems({ ...draft, tags: 'x'.repeat(41), description: 'A\u0000B', date: '14/03/2025' })).toEqual(
      {
        description: 'Use only printable characters (no control characters)',
        tags: 'Keep each tag under 40 characters',
        date: 'Please give the date as YYYY-MM-DD',
      },
    )
    // A tag too long is refused at its place in the list; the toast still finds its message.
    expect(refusalNotice({ tags: [undefined, { message: 'Keep each tag under 40 characters' }] })).toEqual({
      title: 'Upload failed',
      description: 'Keep each tag under 40 characters',
    })
  })

  test('checks what toSubmission sends: repeated and empty tags are not counted', () => {
    expect(problems({ ...draft, tags: `${'solar, '.repeat(20)}, , ` })).toEqual({})
  })
})
