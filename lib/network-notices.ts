// When the browser tells a visitor about the network (staff-and-platform.md §4, §8 "Network toasts").
// Pure: the browser side (components/ui/network-status.tsx) feeds it events and shows what it answers.

/** No two network notices within this time: a flapping connection is not a stream of toasts. */
export const NETWORK_NOTICE_COOLDOWN_MS = 30_000;
/** An outage already announced is announced again only after this long. */
export const NETWORK_NOTICE_RESET_MS = 5 * 60_000;
/** How long a connectivity probe (/favicon.svg, then /manifest.json) may take. */
export const CONNECTIVITY_PROBE_TIMEOUT_MS = 3_000;
export const CONNECTIVITY_PROBES = ['/favicon.svg', '/manifest.json'] as const;
/**
 * The window event a failed server call raises (components/ui/use-action-result.ts), cancelable: the
 * network watcher cancels it when it answers the failure itself (offline: 'Aguardando conexão').
 */
export const REQUEST_FAILED_EVENT = 'hotel:request-failed';

/** `waiting`: a form sent while offline (nothing was sent; what was typed stays). */
export type NetworkNotice = 'lost' | 'restored' | 'slow' | 'unreachable' | 'reachable' | 'offlineMode' | 'waiting';
/** What the browser reports (offline, online, a slow connection type, a page opened offline) or a probe found. */
export type NetworkEvent = 'offline' | 'online' | 'slow' | 'unreachable' | 'reachable' | 'loadedOffline';

/** The effective connection types the spec counts as slow. */
export const isSlowConnection = (effectiveType: string | undefined) => effectiveType === '2g' || effectiveType === 'slow-2g';

const PROBLEM: Partial<Record<NetworkEvent, NetworkNotice>> = { offline: 'lost', loadedOffline: 'offlineMode', slow: 'slow', unreachable: 'unreachable' };
/** The end of each problem: the browser back online, or the server answering a probe again. */
const END: Partial<Record<NetworkEvent, NetworkNotice>> = { online: 'restored', reachable: 'reachable' };

/**
 * Which notice, if any, an event deserves. A problem is announced once (again only after
 * NETWORK_NOTICE_RESET_MS) and never within the cooldown of the last notice; its end is announced at
 * once, so nobody is left believing they are still offline. Losing the connection while it was only
 * slow or the server unreachable is a new problem.
 */
export function networkNotices(now: () => number = Date.now) {
  let lastNoticeAt = -Infinity;
  let problem: { notice: NetworkNotice; since: number } | null = null;

  return (event: NetworkEvent): NetworkNotice | null => {
    const at = now();
    const end = END[event];
    if (end) {
      if (!problem) return null;
      problem = null;
      lastNoticeAt = at;
      return end;
    }
    const notice = PROBLEM[event]!;
    const offline = notice === 'lost' || notice === 'offlineMode';
    const worse = offline && problem !== null && problem.notice !== 'lost' && problem.notice !== 'offlineMode';
    if (problem && !worse && at - problem.since < NETWORK_NOTICE_RESET_MS) return null;
    if (!worse && at - lastNoticeAt < NETWORK_NOTICE_COOLDOWN_MS) return null;
    problem = { notice, since: at };
    lastNoticeAt = at;
    return notice;
  };
}
