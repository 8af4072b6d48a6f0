import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../server/config';

describe('parseConfig', () => {
  it('needs no variable', () => {
    const cfg = parseConfig({});
    expect(cfg.PORT).toBe(3000);
    expect(cfg.DATA_DIR).toBe('.data');
    expect(cfg.DATABASE_URL).toBeUndefined();
    expect(cfg.HOTEL_TIMEZONE).toBe('America/Cuiaba');
    expect(cfg.STAFF_EMAILS).toEqual([]);
    expect(cfg.RATE_LIMITS).toBe('on');
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('parses the staff list case-insensitively', () => {
    expect(parseConfig({ STAFF_EMAILS: ' Ana@Hotel.com.br, bia@hotel.com.br ,' }).STAFF_EMAILS).toEqual(['ana@hotel.com.br', 'bia@hotel.com.br']);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['HOTEL_TIMEZONE', 'Mars/Olympus'],
    ['STAFF_EMAILS', 'not-an-email'],
    ['SMTP_URL', 'http://mail'],
    ['RATE_LIMITS', 'maybe'],
    ['SITE_URL', 'hotel'],
  ])('rejects a bad %s and names it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
