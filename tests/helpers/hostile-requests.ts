/**
 * What a hostile client sends, as fast-check arbitraries: bodies built from a route's valid one
 * with a field made hostile, any JSON, malformed JSON text, wrong content types, and odd path ids.
 * The fuzz test of the API's write routes (src/server/fuzz.test.ts) sends them.
 */
import fc from 'fast-check'

const HUGE = 'x'.repeat(300_000)
const hostileStrings = fc.constantFrom(
  '',
  ' ',
  '<script>alert(1)</script>',
  '<script>',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m\u007f\u0085',
  'line\nbreak\ttab\r',
  '\ud800',
  'lone \udfff low',
  '\ufeff\u200b\u202e',
  '%00%ff%',
  '../../etc/passwd',
  '//evil.example.com/x.jpg',
  'javascript:alert(1)',
  'All',
  'hvac',
  HUGE,
  'y'.repeat(41),
  'z'.repeat(5001),
)
const extremeDates = fc.constantFrom(
  '9999-12-31T23:59:59-23:59',
  '9999-12-31',
  '0000-01-01',
  '0001-01-01T00:00:00+01:00',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '+010000-01-01T23:58:59.000Z',
  '2025-02-30',
  '2025-13-01',
  '2025-03-14T25:61:00Z',
  '1970-01-01T00:00:00+99:99',
  'yesterday',
)
const extremeNumbers = fc.constantFrom(
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
)
const prototypeKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString')

/** Any one bad value a field could be given. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileStrings,
  extremeDates,
  extremeNumbers,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(hostileStrings, { maxLength: 12 }),
  fc.dictionary(prototypeKeys, fc.jsonValue({ maxDepth: 1 })),
)

/** A request body: parsed JSON to send, or raw text with its content type. */
export type Body =
  { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string | null }

const contentTypes = fc.constantFrom(
  null,
  '',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/merge-patch+json',
  'application/json',
)

/** Bodies built from a route's valid body: one field (or a prototype key) set to a bad value. */
export function badBodies(valid: Record<string, unknown>): fc.Arbitrary<Body> {
  const keys = Object.keys(valid)
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), prototypeKeys) : prototypeKeys
  const mutated = fc
    .tuple(key, badValue)
    // A computed key makes an own "__proto__" property, as JSON.parse does on the server.
    .map(([field, value]): Body => ({ kind: 'json', value: { ...valid, [field]: value } }))
  const twoFields = fc
    .tuple(key, badValue, key, badValue)
    .map(([a, x, b, y]): Body => ({ kind: 'json', value: { ...valid, [a]: x, [b]: y } }))
  const anyJson = fc.jsonValue({ maxDepth: 4 }).map((value): Body => ({ kind: 'json', value }))
  const malformed = fc
    .oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.nat({ max: 40 }).map((cut) => JSON.stringify(valid).slice(0, cut)),
      fc.constantFrom(
        '{"__proto__": {"is_admin": true}}',
        '{"title": "a", "title": 1}',
        '\ufeff{}',
        '[',
        'nul',
      ),
    )
    .chain((text) => contentTypes.map((contentType): Body => ({ kind: 'raw', text, contentType })))
  const wrongType = fc
    .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', null))
    .map(([contentType]): Body => ({ kind: 'raw', text: JSON.stringify(valid), contentType }))
  return fc.oneof(
    { arbitrary: mutated, weight: 5 },
    { arbitrary: twoFields, weight: 2 },
    { arbitrary: anyJson, weight: 2 },
    { arbitrary: malformed, weight: 2 },
    { arbitrary: wrongType, weight: 1 },
  )
}

/** A path segment: an id that exists, or anything, percent-encoded (or deliberately not). */
export function pathIds(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...known.map(encodeURIComponent)),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encodeSegment),
    fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '..', '%2e%2e', '%00', 'a%2Fb', 'x'.repeat(2000)),
  )
}

function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80' // a lone surrogate, as the raw bytes a client could still send
  }
}
