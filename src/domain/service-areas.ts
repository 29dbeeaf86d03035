/**
 * The twelve areas of Greater Sydney the business covers: the home page's map, the footer and
 * the quote request's suburb choice all read this one list.
 */
export const SERVICE_AREAS = [
  'Sydney CBD',
  'North Sydney',
  'Eastern Suburbs',
  'Inner West',
  'Western Sydney',
  'Northern Beaches',
  'North Shore',
  'Hills District',
  'South Sydney',
  'Sutherland Shire',
  'Parramatta',
  'Macarthur Region',
] as const
export type ServiceArea = (typeof SERVICE_AREAS)[number]
