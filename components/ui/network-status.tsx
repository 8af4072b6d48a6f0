'use client';

import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import {
  CONNECTIVITY_PROBES,
  CONNECTIVITY_PROBE_TIMEOUT_MS,
  NETWORK_NOTICE_COOLDOWN_MS,
  NETWORK_NOTICE_RESET_MS,
  REQUEST_FAILED_EVENT,
  isSlowConnection,
  networkNotices,
  type NetworkNotice,
} from '@/lib/network-notices';

export type NetworkTexts = Record<NetworkNotice, { title: string; text: string }>;

interface NetworkInformation extends EventTarget {
  effectiveType?: string;
}

/** Whether this site answers: /favicon.svg, else /manifest.json, each within the probe timeout. */
async function siteReachable(): Promise<boolean> {
  for (const path of CONNECTIVITY_PROBES) {
    try {
      const response = await fetch(path, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(CONNECTIVITY_PROBE_TIMEOUT_MS) });
      if (response.ok) return true;
    } catch {
      // Try the next probe.
    }
  }
  return false;
}

/**
 * Tells the visitor the truth about the network with the spec's toasts: offline, back online, a slow
 * connection, the server out of reach after a failed request, a page opened offline. It probes the
 * site only when the browser reports a change or a request failed (and, while the server is out of
 * reach, every cooldown until it answers or the notice resets), never on a timer of its own.
 */
export function NetworkStatus({ texts }: { texts: NetworkTexts }) {
  // The texts come from the server and arrive anew with each refresh; the watcher keeps running.
  const textsRef = useRef(texts);
  useEffect(() => {
    textsRef.current = texts;
  }, [texts]);
  useEffect(() => {
    const decide = networkNotices();
    const show = (notice: NetworkNotice | null) => {
      if (!notice) return;
      const { title, text } = textsRef.current[notice];
      toast({ title, description: text, variant: notice === 'restored' || notice === 'reachable' ? 'default' : 'destructive' });
    };
    let retry: ReturnType<typeof setTimeout> | undefined;
    let retryUntil = 0;

    const probe = async () => {
      clearTimeout(retry);
      if (!navigator.onLine) return show(decide('offline'));
      if (await siteReachable()) return show(decide('reachable'));
      show(decide('unreachable'));
      retryUntil ||= Date.now() + NETWORK_NOTICE_RESET_MS;
      if (Date.now() < retryUntil) retry = setTimeout(probe, NETWORK_NOTICE_COOLDOWN_MS);
    };
    const onOffline = () => {
      clearTimeout(retry);
      show(decide('offline'));
    };
    const onOnline = async () => {
      retryUntil = 0;
      // The browser says online: the site answering proves it.
      if (await siteReachable()) show(decide('online'));
      else void probe();
    };
    const onRequestFailed = (event: Event) => {
      if (!navigator.onLine) {
        // The form's own failure toast would say less: nothing was sent, and what was typed stays.
        event.preventDefault();
        return show('waiting');
      }
      retryUntil = 0;
      void probe();
    };
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const onConnectionChange = () => {
      if (isSlowConnection(connection?.effectiveType)) show(decide('slow'));
    };

    // Offline already: a page the service worker answered is its saved copy; otherwise the
    // connection went between the page's arrival and this script.
    if (!navigator.onLine) show(decide(navigator.serviceWorker?.controller ? 'loadedOffline' : 'offline'));
    else onConnectionChange();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    window.addEventListener(REQUEST_FAILED_EVENT, onRequestFailed);
    connection?.addEventListener('change', onConnectionChange);
    return () => {
      clearTimeout(retry);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      window.removeEventListener(REQUEST_FAILED_EVENT, onRequestFailed);
      connection?.removeEventListener('change', onConnectionChange);
    };
  }, []);
  return null;
}
