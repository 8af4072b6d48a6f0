import { getTranslations } from 'next-intl/server';
import { NetworkStatus, type NetworkTexts } from '@/components/ui/network-status';
import type { NetworkNotice } from '@/lib/network-notices';

const NOTICES: readonly NetworkNotice[] = ['lost', 'restored', 'slow', 'unreachable', 'reachable', 'offlineMode', 'waiting'];

/** The network toasts of a page (components/ui/network-status.tsx) with their texts from the messages. */
export async function NetworkNotices() {
  const t = await getTranslations('network');
  const texts = Object.fromEntries(NOTICES.map((notice) => [notice, { title: t(`${notice}.title`), text: t(`${notice}.text`) }])) as NetworkTexts;
  return <NetworkStatus texts={texts} />;
}
