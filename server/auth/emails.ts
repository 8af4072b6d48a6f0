import 'server-only';
import type { OutboxMessage } from '@/server/email/types';
import { translator } from '@/lib/messages';

// The e-mails of the accounts: a confirmation link, a staff verification link, a recovery link
// (texts: messages/pt-BR.json `emails.auth`).

const t = translator('emails');
const HOTEL = translator('site')('hotelName');

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function linkMessage(kind: string, to: string, subject: string, paragraphs: { before: string[]; link: string; linkText: string; after: string[] }): OutboxMessage {
  const { before, link, linkText, after } = paragraphs;
  return {
    kind,
    to,
    subject,
    text: `${before.join('\n\n')}\n\n${link}\n\n${after.join('\n\n')}\n`,
    html:
      before.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p><p style="font-size:12px">${escapeHtml(link)}</p>` +
      after.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}

export const verificationUrl = (siteUrl: string, token: string) => new URL(`/auth/verificar?token=${encodeURIComponent(token)}`, siteUrl).href;
export const resetPasswordUrl = (siteUrl: string, token: string) => new URL(`/definir-senha?token=${encodeURIComponent(token)}`, siteUrl).href;

export function confirmationEmail(to: string, fullName: string | null, link: string): OutboxMessage {
  return linkMessage('auth_email_verification', to, t('auth.confirmSubject', { hotel: HOTEL }), {
    before: [fullName ? t('greeting', { name: fullName }) : t('greetingNoName'), t('auth.confirmLead', { hotel: HOTEL })],
    link,
    linkText: t('auth.confirmLink'),
    after: [t('auth.confirmAfter')],
  });
}

export function staffVerificationEmail(to: string, link: string): OutboxMessage {
  return linkMessage('auth_staff_verification', to, t('auth.staffSubject', { hotel: HOTEL }), {
    before: [t('auth.staffLead', { hotel: HOTEL }), t('auth.staffAsk')],
    link,
    linkText: t('auth.staffLink'),
    after: [t('auth.staffAfter')],
  });
}

export function passwordResetEmail(to: string, link: string): OutboxMessage {
  return linkMessage('auth_password_reset', to, t('auth.resetSubject', { hotel: HOTEL }), {
    before: [t('auth.resetLead'), t('auth.resetAsk')],
    link,
    linkText: t('auth.resetLink'),
    after: [t('auth.resetAfter')],
  });
}
