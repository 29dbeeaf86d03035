/**
 * The specification's user-facing messages, word for word (SPEC.md sections 5 and 8). Schemas,
 * the API and the islands all take their text from here, so the server's message and the
 * form's message can never drift apart. Each notice is a toast title plus its description.
 * The password lengths are stricter than the specification's 6 (docs/decisions/017-admin-accounts.md).
 */

export const messages = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  newAccountPasswordTooShort: 'Password must be at least 8 characters',
  adminPasswordTooShort: 'Admin passwords must be at least 12 characters',
  confirmPasswordTooShort: 'Confirm password must match password',
  passwordsDontMatch: "Passwords don't match",
  newPasswordMismatch: 'New password and confirmation must match',
  newPasswordTooShort: 'Admin passwords must be at least 12 characters long',
  invalidFileType: 'Please upload an image file (JPEG, PNG, WebP, etc.)',
  invalidFileTypeAdmin: 'Please upload an image file (JPEG, PNG, etc.)',
  fileTooLarge: 'Please upload an image smaller than 5MB',
  missingImage: 'Please upload an image to continue',
  missingImageOrUrl: 'Please upload an image or provide an image URL',
  missingImageTitle: 'Please provide a title for your image',
  missingPostFields: 'Please provide both a title and content for your post',
  secretRequired: 'Please enter the function secret',
  loginRequired: 'Please login first',
  uploadLoginRequired: 'You must be logged in to upload photos',
  adminRequired: 'Access denied. Admin privileges required.',
  postNotFound: "The blog post you're looking for doesn't exist or has been removed.",
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const

export interface Notice {
  title: string
  description: string
}

/** Toast pairs from the specification, keyed by what went wrong. */
export const notices = {
  invalidFileType: { title: 'Invalid file type', description: messages.invalidFileType },
  invalidFileTypeAdmin: { title: 'Invalid file type', description: messages.invalidFileTypeAdmin },
  fileTooLarge: { title: 'File too large', description: messages.fileTooLarge },
  missingImage: { title: 'Missing image', description: messages.missingImage },
  missingImageOrUrl: { title: 'Missing image', description: messages.missingImageOrUrl },
  missingTitle: { title: 'Missing title', description: messages.missingImageTitle },
  missingImageInformation: { title: 'Missing information', description: messages.missingImageTitle },
  missingPostFields: { title: 'Missing information', description: messages.missingPostFields },
  secretRequired: { title: 'Secret Required', description: messages.secretRequired },
  passwordsDontMatch: { title: "Passwords don't match", description: messages.newPasswordMismatch },
  passwordTooShort: { title: 'Password too short', description: messages.newPasswordTooShort },
  notAuthenticated: { title: 'Not Authenticated', description: messages.loginRequired },
  authenticationRequired: { title: 'Authentication required', description: messages.uploadLoginRequired },
} as const satisfies Record<string, Notice>
