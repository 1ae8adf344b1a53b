/** The address the per-address limits count: X-Forwarded-For only as far as TRUST_PROXY says. */
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from '../../server/client-address';

describe('clientAddress', () => {
  it('without trusted proxies is the connection’s own address, whatever the header says', () => {
    expect(clientAddress('203.0.113.7', undefined, 0)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1');
  });

  it('behind N trusted proxies is the entry the outermost one wrote; what the client wrote is ignored', () => {
    // nginx (10.0.0.2) appends the address it saw to whatever the client sent.
    expect(clientAddress('10.0.0.2', 'spoofed, 198.51.100.1', 1)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', ['spoofed', '198.51.100.1'], 1)).toBe('198.51.100.1');
    // A load balancer (10.0.0.1) in front of nginx (10.0.0.2).
    expect(clientAddress('10.0.0.2', 'spoofed, 198.51.100.1, 10.0.0.1', 2)).toBe('198.51.100.1');
    // Fewer entries than proxies: the leftmost there is.
    expect(clientAddress('10.0.0.2', '198.51.100.1', 3)).toBe('198.51.100.1');
    // No header (a request that did not come through the proxy): the connection.
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  });
});

describe('addressKey', () => {
  it('counts an IPv6 client by its /64, which it can fill with addresses of its choosing', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('[2001:db8:1:2::1]')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps IPv4 addresses, and unwraps IPv4-mapped ones', () => {
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::FFFF:192.0.2.1')).toBe('192.0.2.1');
  });
});
