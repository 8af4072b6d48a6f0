import { describe, expect, it } from 'vitest';
import { NETWORK_NOTICE_COOLDOWN_MS, NETWORK_NOTICE_RESET_MS, isSlowConnection, networkNotices } from '@/lib/network-notices';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('network notices (the spec: 30 s cooldown, reset after 5 min)', () => {
  it('announces losing the connection once and its return once', () => {
    const c = clock();
    const decide = networkNotices(c.now);
    expect(decide('offline')).toBe('lost');
    c.advance(1_000);
    expect(decide('offline')).toBeNull();
    expect(decide('online')).toBe('restored');
    expect(decide('online')).toBeNull();
  });

  it('says nothing within the cooldown of the last notice, and again after it', () => {
    const c = clock();
    const decide = networkNotices(c.now);
    expect(decide('offline')).toBe('lost');
    c.advance(2_000);
    expect(decide('online')).toBe('restored');
    c.advance(NETWORK_NOTICE_COOLDOWN_MS - 1);
    expect(decide('offline')).toBeNull();
    // Nothing was announced, so there is nothing to call restored.
    expect(decide('online')).toBeNull();
    c.advance(1);
    expect(decide('offline')).toBe('lost');
  });

  it('announces a long outage again after the reset, not before', () => {
    const c = clock();
    const decide = networkNotices(c.now);
    expect(decide('unreachable')).toBe('unreachable');
    c.advance(NETWORK_NOTICE_RESET_MS - 1);
    expect(decide('unreachable')).toBeNull();
    c.advance(1);
    expect(decide('unreachable')).toBe('unreachable');
    expect(decide('reachable')).toBe('reachable');
  });

  it('losing the connection while it was only slow is announced at once', () => {
    const c = clock();
    const decide = networkNotices(c.now);
    expect(decide('slow')).toBe('slow');
    c.advance(1_000);
    expect(decide('slow')).toBeNull();
    expect(decide('offline')).toBe('lost');
    expect(decide('loadedOffline')).toBeNull();
  });

  it('a page opened offline is in offline mode until the browser is back online', () => {
    const decide = networkNotices(clock().now);
    expect(decide('loadedOffline')).toBe('offlineMode');
    expect(decide('offline')).toBeNull();
    expect(decide('online')).toBe('restored');
  });

  it('counts 2g and slow-2g as slow', () => {
    expect(['slow-2g', '2g', '3g', '4g', undefined].map(isSlowConnection)).toEqual([true, true, false, false, false]);
  });
});
