/**
 * The visit's fields as the admin fills them in: a day, and one of the usual windows or times
 * typed in. The form schema turns them into the API's booking and checks it with the API's own
 * schema, so the messages by the fields are the server's.
 */
import { z } from 'zod'
import { BookingInputSchema, VISIT_WINDOWS, visitWindowOf, type Booking } from '../../../domain/booking.ts'

/** The window choice that shows the start and end fields. */
export const OTHER_TIMES = 'other'
export const OTHER_TIMES_LABEL = 'Other times'

export const VisitFieldsSchema = z
  .object({
    date: z.string(),
    window: z.string(),
    start: z.string(),
    end: z.string(),
  })
  .transform(({ date, window, start, end }) => {
    const preset = VISIT_WINDOWS.find((choice) => choice.id === window)
    return preset ? { date, start: preset.start, end: preset.end } : { date, start, end }
  })
  .pipe(BookingInputSchema)
export type VisitFields = z.input<typeof VisitFieldsSchema>

/** Where the API's booking errors belong among the fields. */
export const VISIT_FIELD_NAMES = {
  booking: 'date',
  'booking.date': 'date',
  'booking.start': 'start',
  'booking.end': 'end',
} as const

/** The fields for a new visit (the first window), or prefilled with the booked one. */
export function visitFieldsOf(booking: Booking | null): VisitFields {
  if (!booking || booking.cancelled) {
    return { date: '', window: VISIT_WINDOWS[0].id, start: '', end: '' }
  }
  const { date, start, end } = booking
  return { date, window: visitWindowOf(booking)?.id ?? OTHER_TIMES, start, end }
}
