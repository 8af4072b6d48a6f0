import 'server-only';
import type { OutboxMessage } from '@/server/email/types';

// The e-mails of the accounts: a confirmation link, a staff verification link, a recovery link.

const HOTEL = 'Hotel Água Boa';

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
  return linkMessage('auth_email_verification', to, `Confirme seu email – ${HOTEL}`, {
    before: [`Olá${fullName ? `, ${fullName}` : ''}!`, `Confirme seu email para ativar sua conta no site do ${HOTEL}:`],
    link,
    linkText: 'Confirmar email',
    after: ['O link vale por 24 horas e pode ser usado uma vez. Se você não criou esta conta, ignore esta mensagem.'],
  });
}

export function staffVerificationEmail(to: string, link: string): OutboxMessage {
  return linkMessage('auth_staff_verification', to, `Verificação de acesso administrativo – ${HOTEL}`, {
    before: [
      `Este endereço está na lista da equipe do ${HOTEL}.`,
      'Para liberar o acesso à área administrativa, confirme que ele é seu abrindo o link:',
    ],
    link,
    linkText: 'Confirmar meu email',
    after: ['O link vale por 24 horas e pode ser usado uma vez. Se você não tentou entrar no site, ignore esta mensagem.'],
  });
}

export function passwordResetEmail(to: string, link: string): OutboxMessage {
  return linkMessage('auth_password_reset', to, `Redefinição de senha – ${HOTEL}`, {
    before: ['Recebemos um pedido para redefinir a senha da sua conta.', 'Para escolher uma nova senha, abra o link:'],
    link,
    linkText: 'Definir nova senha',
    after: ['O link vale por 1 hora e pode ser usado uma vez. Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.'],
  });
}
