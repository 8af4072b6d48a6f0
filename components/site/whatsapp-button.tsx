import { Icon } from '@/components/ui/icon';

/** wa.me link for a Brazilian number as stored ('(66) 99999-0000'); null when it has no digits. */
export function whatsappUrl(phone: string | undefined): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits ? `https://wa.me/55${digits}` : null;
}

/** Floating messaging button; rendered inside the fixed bottom bar (a landmark), it floats above its right end. */
export function WhatsAppButton({ phone, label }: { phone: string | undefined; label: string }) {
  const href = whatsappUrl(phone);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      className="absolute right-4 bottom-full mb-4 inline-flex size-14 items-center justify-center rounded-full bg-[#0b7a3e] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-earth-dark"
    >
      <Icon name="message-circle" className="size-7" />
    </a>
  );
}
