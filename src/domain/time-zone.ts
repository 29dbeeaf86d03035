/**
 * Where the business and every visit are: dates and times people read or pick are Sydney's.
 * A module of its own, importing nothing, so a public island can name it without the booking
 * schemas (and zod) coming along.
 */
export const BUSINESS_TIME_ZONE = 'Australia/Sydney'
