/**
 * The testimonials a fresh project starts with (the admin edits them in /admin/settings), in
 * the order the home page shows them. Plain data, so the server can build the defaults from it;
 * home.ts adds each one's photo, rating and service by id.
 */
export const defaultTestimonials = [
  {
    id: 'sarah-mitchell',
    name: 'Sarah Mitchell',
    suburb: 'Paddington',
    text: 'Half the house lost power on a Sunday night. They were at the door within the hour, found a failed breaker and had everything back on before dinner. Clear pricing and very polite.',
  },
  {
    id: 'james-nguyen',
    name: 'James Nguyen',
    suburb: 'Parramatta',
    text: 'The team installed a ducted system across our two-storey home in a single day, explained the zoning and left the place spotless. Our summer bills have already dropped.',
  },
  {
    id: 'priya-sharma',
    name: 'Priya Sharma',
    suburb: 'North Sydney',
    text: 'They rewired our office fit-out, added data points and a new switchboard, all after hours so we never closed. Good communication throughout and finished on schedule.',
  },
  {
    id: 'tom-gallagher',
    name: 'Tom Gallagher',
    suburb: 'Cronulla',
    text: 'A storm knocked out our power and the switchboard was smoking. The emergency line answered straight away, the electrician made it safe and fixed it properly the next morning.',
  },
]
