import { describe, expect, it } from 'vitest';
import { contactSchema, CONTACT_FIELDS, isHoneypotFilled } from '../../lib/contact-schema';
import { fieldErrors } from '../../lib/form-errors';

const valid = { name: 'João', email: 'joao@example.com', phone: '(66) 3478-1234', message: 'Olá!', website: '' };
const errorsOf = (values: Record<string, unknown>) => {
  const r = contactSchema.safeParse(values);
  return r.success ? {} : (fieldErrors(r.error, CONTACT_FIELDS) as Record<string, string>);
};

describe('contact schema', () => {
  it('accepts a message', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    const noHoneypot: Partial<typeof valid> = { ...valid };
    delete noHoneypot.website;
    expect(contactSchema.safeParse(noHoneypot).success).toBe(true);
  });

  it.each([
    ['name', 'Nome é obrigatório.'],
    ['email', 'Email é obrigatório.'],
    ['phone', 'Telefone é obrigatório.'],
    ['message', 'Mensagem é obrigatória.'],
  ])('requires %s', (field, message) => {
    expect(errorsOf({ ...valid, [field]: ' ' })[field]).toBe(message);
    const missing: Record<string, unknown> = { ...valid };
    delete missing[field];
    expect(errorsOf(missing)[field]).toBe(message);
  });

  it('checks the email', () => {
    expect(errorsOf({ ...valid, email: 'joao@' }).email).toBe('Email inválido.');
  });

  it('caps the lengths', () => {
    expect(errorsOf({ ...valid, name: 'a'.repeat(121) }).name).toBe('Nome: máximo de 120 caracteres.');
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@x.com` }).email).toBe('Email: máximo de 254 caracteres.');
    expect(errorsOf({ ...valid, phone: '1'.repeat(21) }).phone).toBe('Telefone: máximo de 20 caracteres.');
    // A phone the hotel cannot call back (found by the fuzz test: letters and a backslash were stored).
    expect(errorsOf({ ...valid, phone: 'X\\vd' }).phone).toBe('O telefone deve ter pelo menos 10 dígitos.');
    expect(errorsOf({ ...valid, phone: '3478-1234' }).phone).toBe('O telefone deve ter pelo menos 10 dígitos.');
    expect(errorsOf({ ...valid, message: 'a'.repeat(2001) }).message).toBe('Mensagem: máximo de 2000 caracteres.');
    expect(errorsOf({ ...valid, message: 'a'.repeat(2000) }).message).toBeUndefined();
  });

  it('wants the honeypot empty', () => {
    expect(errorsOf({ ...valid, website: 'http://spam' }).website).toBeDefined();
    expect(isHoneypotFilled({ ...valid, website: 'http://spam' })).toBe(true);
    expect(isHoneypotFilled({ ...valid, website: '  ' })).toBe(false);
    expect(isHoneypotFilled(valid)).toBe(false);
    expect(isHoneypotFilled({ name: 'x' })).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
