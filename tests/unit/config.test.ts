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

  it('refuses to start on Vercel without PostgreSQL and Supabase Storage, naming both variables in Portuguese', () => {
    const refusal = () => parseConfig({ VERCEL: '1' });
    expect(refusal).toThrow(ConfigError);
    expect(refusal).toThrow(/DATABASE_URL: obrigatória na Vercel/);
    expect(refusal).toThrow(/STORAGE_PROVIDER: deve ser "supabase" na Vercel/);
    const deployed = parseConfig({ VERCEL: '1', DATABASE_URL: 'postgres://u:p@db.example.supabase.co:6543/postgres', STORAGE_PROVIDER: 'supabase' });
    expect(deployed.DATABASE_URL).toMatch(/^postgres:/);
    // Off Vercel the embedded database stays the default.
    expect(parseConfig({}).STORAGE_PROVIDER).toBe('local');
  });

  it.each([
    ['DATABASE_LISTEN_URL', 'http://db'],
    ['DATABASE_POOL_MAX', '0'],
    ['MIGRATE_ON_START', 'maybe'],
  ])('rejects a bad %s and names it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
