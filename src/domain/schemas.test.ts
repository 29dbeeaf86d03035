import { describe, expect, test } from 'vitest'
import { ApiErrorBodySchema, AppError, ERROR_STATUS } from './api-error.ts'
import {
  ChangePasswordFormSchema,
  CredentialsSchema,
  NewAdminFormSchema,
  RegistrationSchema,
} from './auth.ts'
import { DefaultAdminRequestSchema } from './default-admin.ts'
import { NewEnquirySchema } from './enquiry.ts'
import { GallerySubmissionSchema, NewGalleryCategorySchema, NewGalleryImageSchema } from './gallery-image.ts'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('the specification’s validation messages, word for word', () => {
  test('auth form', () => {
    expect(firstMessage(CredentialsSchema.safeParse({ email: 'nope', password: 'secret1' }))).toBe(
      'Please enter a valid email address',
    )
    expect(firstMessage(CredentialsSchema.safeParse({ email: 'a@example.com', password: '12345' }))).toBe(
      'Password must be at least 6 characters',
    )
  })

  test('registration asks for 8 characters (ASVS 5.0), sign-in still lets 6 through', () => {
    const seven = { email: 'a@example.com', password: 'secret7' }
    expect(firstMessage(RegistrationSchema.safeParse(seven))).toBe('Password must be at least 8 characters')
    expect(RegistrationSchema.safeParse({ ...seven, password: 'secret78' }).success).toBe(true)
    expect(CredentialsSchema.safeParse({ ...seven, password: 'secret' }).success).toBe(true)
  })

  test('create-admin form: 12 characters, and the confirmation must match', () => {
    const base = { email: 'a@example.com', password: 'harbour-admin' }
    expect(
      firstMessage(
        NewAdminFormSchema.safeParse({ ...base, password: 'eleven-char', confirmPassword: 'eleven-char' }),
      ),
    ).toBe('Admin passwords must be at least 12 characters')
    expect(firstMessage(NewAdminFormSchema.safeParse({ ...base, confirmPassword: 'harbour' }))).toBe(
      'Confirm password must match password',
    )
    const mismatch = NewAdminFormSchema.safeParse({ ...base, confirmPassword: 'harbour-admiN' })
    expect(firstMessage(mismatch)).toBe("Passwords don't match")
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPassword'])
  })

  test('change-password dialog', () => {
    expect(
      firstMessage(
        ChangePasswordFormSchema.safeParse({ newPassword: 'eleven-char', confirmPassword: 'eleven-char' }),
      ),
    ).toBe('Admin passwords must be at least 12 characters long')
    expect(
      firstMessage(
        ChangePasswordFormSchema.safeParse({ newPassword: 'twelve-chars', confirmPassword: 'twelve-charS' }),
      ),
    ).toBe('New password and confirmation must match')
  })

  test('public upload and admin gallery form', () => {
    expect(firstMessage(GallerySubmissionSchema.safeParse({ title: 'x' }))).toBe(
      'Please upload an image to continue',
    )
    expect(firstMessage(GallerySubmissionSchema.safeParse({ image_url: '/api/media/gallery/a.webp' }))).toBe(
      'Please provide a title for your image',
    )
    expect(firstMessage(NewGalleryImageSchema.safeParse({ title: 'x', image_url: '' }))).toBe(
      'Please upload an image or provide an image URL',
    )
  })

  test('create default admin', () => {
    expect(firstMessage(DefaultAdminRequestSchema.safeParse({ secret: '  ' }))).toBe(
      'Please enter the function secret',
    )
    expect(firstMessage(DefaultAdminRequestSchema.safeParse({}))).toBe('Please enter the function secret')
  })
})

describe('gallery input', () => {
  test('empty description and location are stored as null; tags split on commas', () => {
    const parsed = GallerySubmissionSchema.parse({
      title: ' Switchboard ',
      image_url: '/api/media/gallery/a.webp',
      description: '',
      location: '  ',
      tags: 'switchboard, , upgrade',
    })
    expect(parsed).toMatchObject({
      title: 'Switchboard',
      description: null,
      location: null,
      tags: ['switchboard', 'upgrade'],
    })
  })

  test('"All" is the filter, never a category', () => {
    expect(NewGalleryCategorySchema.safeParse({ name: 'all' }).success).toBe(false)
  })
})

describe('enquiries', () => {
  test('a complete enquiry parses; blanks become null', () => {
    expect(
      NewEnquirySchema.parse({
        name: 'Sam',
        email: 'sam@example.com',
        phone: '',
        service: '',
        message: 'Hi',
      }),
    ).toEqual({ name: 'Sam', email: 'sam@example.com', phone: null, service: null, message: 'Hi' })
  })

  test('name, a valid e-mail and a message are required; the service comes from the list', () => {
    const valid = { name: 'Sam', email: 'sam@example.com', message: 'Hi' }
    expect(firstMessage(NewEnquirySchema.safeParse({ ...valid, name: ' ' }))).toBe('Please enter your name')
    expect(firstMessage(NewEnquirySchema.safeParse({ ...valid, email: 'sam' }))).toBe(
      'Please enter a valid email address',
    )
    expect(firstMessage(NewEnquirySchema.safeParse({ ...valid, message: '' }))).toBe('Please enter a message')
    expect(NewEnquirySchema.safeParse({ ...valid, service: 'plumbing' }).success).toBe(false)
  })
})

describe('AppError', () => {
  test('maps each code to its status and writes the one envelope', () => {
    expect(ERROR_STATUS).toMatchObject({
      validation_failed: 400,
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
    })
    expect(ERROR_STATUS).toMatchObject({
      conflict: 409,
      too_large: 413,
      unsupported_media_type: 415,
      rate_limited: 429,
    })
    const error = new AppError('validation_failed', 'Title is required', {
      issues: [{ path: 'title', message: 'Title is required' }],
    })
    expect(error.status).toBe(400)
    expect(ApiErrorBodySchema.parse(error.toBody())).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Title is required',
        issues: [{ path: 'title', message: 'Title is required' }],
      },
    })
  })
})
