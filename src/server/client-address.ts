import type { HttpBindings } from '@hono/node-server'
/**
 * The caller's address for rate limits: the X-Forwarded-For entry the platform vouches for,
 * never one the caller wrote. A proxy appends the address of the peer it saw to the right of
 * whatever the caller sent, so with `proxyHops` proxies in front of us the client is the entry
 * that many places from the right; everything to its left may be made up. See
 * docs/decisions/015-client-address-and-rate-limits.md for each runtime's count.
 */
export interface ClientAddressSource {
  /** The X-Forwarded-For header as received (all values joined), if any. */
  forwardedFor: string | null | undefined
  /** The TCP peer's address, if the socket has one (a Unix socket has none). */
  socketAddress: string | null | undefined
}

/** When the address cannot be known: all such callers share one count, never a free pass. */
export const UNKNOWN_CLIENT = 'unknown'

export function clientAddress(
  { forwardedFor, socketAddress }: ClientAddressSource,
  proxyHops: number,
): string {
  if (proxyHops > 0) {
    const entries = (forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    // Fewer entries than proxies: the request did not come through them; no entry is vouched for.
    const vouched = entries.length >= proxyHops ? entries[entries.length - proxyHops] : undefined
    return vouched ? normalise(vouched) : UNKNOWN_CLIENT
  }
  return socketAddress ? normalise(socketAddress) : UNKNOWN_CLIENT
}

/**
 * The key a caller is counted under. '::ffff:203.0.113.7' is 203.0.113.7. An IPv6 address is
 * counted by its /64: a home or phone connection is given a whole /64 and may use a new address
 * from it for every request, so a full address would give each request a count of its own.
 */
function normalise(address: string): string {
  const lower = address.toLowerCase()
  if (lower.startsWith('::ffff:') && lower.includes('.')) return lower.slice('::ffff:'.length)
  return lower.includes(':') ? (ipv6Network(lower) ?? lower) : lower
}

/** '2001:db8:1234:5678:9abc::1' is '2001:db8:1234:5678::/64'; null when it is not IPv6. */
function ipv6Network(address: string): string | null {
  const [head = '', tail, ...more] = address.replace(/%.*$/, '').split('::')
  if (more.length > 0) return null
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  const front = groups(head)
  const back = groups(tail)
  // An IPv4 address written in the last 32 bits counts as two groups.
  const width = (list: string[]) => list.length + (list.at(-1)?.includes('.') ? 1 : 0)
  const missing = 8 - width(front) - width(back)
  if (tail === undefined ? missing !== 0 : missing < 1) return null
  const all = [...front, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...back]
  const network = all.slice(0, 4)
  if (!network.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null
  return `${network.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`
}

/** The peer address of the Node request @hono/node-server passes as `env`; none elsewhere (tests). */
export function socketAddressOf(env: unknown): string | undefined {
  return (env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress
}
