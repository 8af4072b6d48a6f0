import { describe, expect, it } from 'vitest';
import { icalFeedSchema } from '@/lib/ical-feeds';
import { isCurrentSection } from '@/components/admin/nav';

const roomTypeId = '6bf2043a-c59d-44c4-8914-85e878327c79';
const parse = (values: Record<string, unknown>) => icalFeedSchema.safeParse({ roomTypeId, label: 'Airbnb', url: 'https://www.airbnb.com.br/calendar/ical/123.ics?s=abc', ...values });
const message = (values: Record<string, unknown>) => {
  const parsed = parse(values);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('the import feed form (lib/ical-feeds.ts)', () => {
  it('takes http(s) addresses, and webcal:// as https', () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ url: '  http://127.0.0.1:8080/cal.ics ' }).data?.url).toBe('http://127.0.0.1:8080/cal.ics');
    expect(parse({ url: 'webcal://calendar.google.com/calendar/ical/x/basic.ics' }).data?.url).toBe('https://calendar.google.com/calendar/ical/x/basic.ics');
  });

  it('refuses other addresses, credentials, blank fields and a bad room type, in Portuguese', () => {
    const invalidUrl = 'Informe um endereço http:// ou https:// válido, como o que o Booking.com ou o Airbnb mostram ao exportar o calendário.';
    expect(message({ url: 'ftp://example.com/cal.ics' })).toBe(invalidUrl);
    expect(message({ url: 'javascript:alert(1)' })).toBe(invalidUrl);
    expect(message({ url: 'calendario.ics' })).toBe(invalidUrl);
    expect(message({ url: 'https://user:senha@example.com/cal.ics' })).toBe('O endereço não pode conter usuário e senha.');
    expect(message({ url: '' })).toBe('Endereço do calendário (.ics) é obrigatório.');
    expect(message({ url: `https://example.com/${'a'.repeat(2_000)}` })).toBe('Endereço do calendário (.ics): máximo de 2000 caracteres.');
    expect(message({ label: '  ' })).toBe('Canal (ex.: Booking.com, Airbnb) é obrigatório.');
    expect(message({ roomTypeId: 'x' })).toBe('Tipo de apartamento não encontrado. Atualize a página.');
  });
});

describe('the admin navigation', () => {
  it('marks the most specific section current', () => {
    expect(isCurrentSection('/admin/apartamentos/calendarios', '/admin/apartamentos/calendarios')).toBe(true);
    expect(isCurrentSection('/admin/apartamentos', '/admin/apartamentos/calendarios')).toBe(false);
    expect(isCurrentSection('/admin/apartamentos', '/admin/apartamentos')).toBe(true);
    expect(isCurrentSection('/admin', '/admin/apartamentos')).toBe(false);
    expect(isCurrentSection('/admin/qr', '/admin/qr/cardapio')).toBe(true);
  });
});
