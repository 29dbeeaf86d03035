import { describe, expect, test } from 'vitest'
import { clientAddress, UNKNOWN_CLIENT } from './client-address.ts'

describe('clientAddress behind proxies that append what they saw', () => {
  test('entries the caller wrote to the left are ignored, however many', () => {
    // Caller sent "1.1.1.1, 2.2.2.2"; the first proxy appended the browser, the second the first proxy.
    const forwardedFor = '1.1.1.1, 2.2.2.2, 203.0.113.7, 35.191.0.1'
    expect(clientAddress({ forwardedFor, socketAddress: '169.254.1.1' }, 2)).toBe('203.0.113.7')
    expect(clientAddress({ forwardedFor: '203.0.113.7, 35.191.0.1', socketAddress: null }, 2)).toBe(
      '203.0.113.7',
    )
  })

  test('rotating the caller-written part does not change the address', () => {
    const keys = new Set(
      Array.from({ length: 12 }, (_, i) =>
        clientAddress({ forwardedFor: `10.0.0.${i},203.0.113.7,35.191.0.1`, socketAddress: null }, 2),
      ),
    )
    expect([...keys]).toEqual(['203.0.113.7'])
  })

  test('fewer entries than proxies, or no header: unknown, one shared count', () => {
    expect(clientAddress({ forwardedFor: '35.191.0.1', socketAddress: '10.1.1.1' }, 2)).toBe(UNKNOWN_CLIENT)
    expect(clientAddress({ forwardedFor: null, socketAddress: '10.1.1.1' }, 1)).toBe(UNKNOWN_CLIENT)
    expect(clientAddress({ forwardedFor: ' , ', socketAddress: '10.1.1.1' }, 1)).toBe(UNKNOWN_CLIENT)
  })

  test('IPv6 in any letter case and IPv4-mapped forms are one key', () => {
    expect(clientAddress({ forwardedFor: 'x, 2001:DB8::1, 35.191.0.1', socketAddress: null }, 2)).toBe(
      '2001:db8:0:0::/64',
    )
    expect(clientAddress({ forwardedFor: 'x, ::ffff:203.0.113.7, p', socketAddress: null }, 2)).toBe(
      '203.0.113.7',
    )
  })
})

describe('an IPv6 caller is counted by its /64', () => {
  const key = (address: string) =>
    clientAddress({ forwardedFor: `${address}, 35.191.0.1`, socketAddress: null }, 2)

  test('every address a connection may take from its /64 is one key', () => {
    const keys = new Set(
      [
        '2001:db8:1234:5678::1',
        '2001:db8:1234:5678:9abc:def0:1234:5678',
        '2001:0DB8:1234:5678:0:0:0:2',
        '2001:db8:1234:5678::ffff:1.2.3.4',
      ].map(key),
    )
    expect([...keys]).toEqual(['2001:db8:1234:5678::/64'])
  })

  test('another /64 is another key, and compressed forms read right', () => {
    expect(key('2001:db8:1234:5679::1')).toBe('2001:db8:1234:5679::/64')
    expect(key('2001:db8::1234:5678:1:2')).toBe('2001:db8:0:0::/64')
    expect(key('::1')).toBe('0:0:0:0::/64')
    expect(key('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  test('what is not an IPv6 address stays as it was written', () => {
    expect(key('2001:db8::1::2')).toBe('2001:db8::1::2')
    expect(key('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9')
    expect(key('203.0.113.7')).toBe('203.0.113.7')
  })
})

describe('clientAddress with no proxy in front', () => {
  test('the header is ignored entirely; the socket peer is the caller', () => {
    expect(clientAddress({ forwardedFor: '9.9.9.9', socketAddress: '::ffff:127.0.0.1' }, 0)).toBe('127.0.0.1')
  })

  test('no socket address (a Unix socket): unknown', () => {
    expect(clientAddress({ forwardedFor: '9.9.9.9', socketAddress: undefined }, 0)).toBe(UNKNOWN_CLIENT)
  })
})
