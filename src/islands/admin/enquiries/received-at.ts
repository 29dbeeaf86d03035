const format = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** When something happened to an enquiry, as the inbox shows it: '3 Mar 2025, 4:05 pm'. */
export const receivedAt = (iso: string | number) => format.format(new Date(iso))
