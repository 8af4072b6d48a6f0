import { getTranslations } from 'next-intl/server';
import { CONTACT_MAX } from '@/lib/contact-schema';
import { GUEST_REQUEST_TOASTS } from '@/lib/guest-requests';
import type { ContactFormLabels as AllLabels } from './contact-form-view';
import { ContactFormLoader } from './contact-form-loader';

export type ContactFormLabels = Omit<AllLabels, 'sending' | 'honeypot'>;

/** The contact form (spec §5): the section passes its labels, the sending states' strings and
 * the failure toast (the loader is in the page's first load: it carries no message file) are added here. */
export async function ContactForm({ labels }: { labels: ContactFormLabels }) {
  const t = await getTranslations('contactForm');
  return <ContactFormLoader labels={{ ...labels, sending: t('sending'), honeypot: t('honeypot') }} maxLength={CONTACT_MAX} failed={GUEST_REQUEST_TOASTS.contactFailed} />;
}
