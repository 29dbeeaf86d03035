import type { HttpBindings } from '@hono/node-server'
import ipaddr from 'ipaddr.js'
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
 * What is not an address at all (a made-up header entry) is its own key, in lower case.
 */
function normalise(address: string): string {
  if (!ipaddr.isValid(address)) return address.toLowerCase()
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${network.map((part) => part.toString(16)).join(':')}::/64`
}

/** The peer address of the Node request @hono/node-server passes as `env`; none elsewhere (tests). */
export function socketAddressOf(env: unknown): string | undefined {
  return (env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress
}
