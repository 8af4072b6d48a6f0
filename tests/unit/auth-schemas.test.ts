import { describe, expect, it } from 'vitest';
import { afterSignInPath, changePasswordSchema, recoverySchema, resetPasswordSchema, safeNextPath, signInSchema, signUpSchema } from '@/lib/auth-schemas';
import { hasSessionCookie } from '@/server/auth/cookie-names';
import { parseConfig } from '@/server/config';
import { fieldErrors } from '@/lib/form-errors';

describe('safeNextPath', () => {
  it('keeps paths of this site', () => {
    for (const path of ['/', '/painel', '/admin/quartos?aba=2', '/auth#x']) expect(safeNextPath(path)).toBe(path);
  });

  it('refuses anything that could leave the site', () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example', 'evil.example', '', '/\t/evil.example', '/\n/x', null, undefined, 42, ['/painel']]) {
      expect(safeNextPath(next)).toBeNull();
    }
    expect(safeNextPath(`/${'a'.repeat(2000)}`)).toBeNull();
  });

  it('defaults to the panel for guests and the admin for staff', () => {
    expect(afterSignInPath(null, false)).toBe('/painel');
    expect(afterSignInPath('//evil.example', true)).toBe('/admin');
    expect(afterSignInPath('/#acomodacoes', true)).toBe('/#acomodacoes');
  });
});

describe('account form schemas', () => {
  it('signs in with an email and any non-empty password', () => {
    expect(signInSchema.safeParse({ email: ' ana@example.com ', password: 'x' }).data).toEqual({ email: 'ana@example.com', password: 'x' });
    const bad = signInSchema.safeParse({ email: 'ana', password: '' });
    expect(bad.success).toBe(false);
    expect(fieldErrors(bad.error!)).toEqual({ email: 'Email inválido.', password: 'Senha é obrigatória.' });
  });

  it('signs up with a full name, 8 to 128 characters and the same password twice', () => {
    const valid = { fullName: 'Ana Souza', email: 'ana@example.com', password: '12345678', confirmPassword: '12345678' };
    expect(signUpSchema.safeParse(valid).success).toBe(true);
    const errors = (input: object) => fieldErrors(signUpSchema.safeParse({ ...valid, ...input }).error!);
    expect(errors({ password: '1234567', confirmPassword: '1234567' })).toEqual({ password: 'A senha deve ter pelo menos 8 caracteres.' });
    expect(errors({ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) })).toEqual({ password: 'A senha deve ter no máximo 128 caracteres.' });
    expect(errors({ confirmPassword: '87654321' })).toEqual({ confirmPassword: 'As senhas não conferem.' });
    expect(errors({ fullName: '  ' })).toEqual({ fullName: 'Nome completo é obrigatório.' });
  });

  it('recovers with an email; sets a password with a token or the current password', () => {
    expect(recoverySchema.safeParse({ email: 'x@example.com' }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: 'abc', password: '12345678', confirmPassword: '12345678' }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: '', password: '12345678', confirmPassword: '12345678' }).success).toBe(false);
    expect(changePasswordSchema.safeParse({ currentPassword: '', password: '12345678', confirmPassword: '12345678' }).success).toBe(false);
  });
});

describe('session cookies', () => {
  it('recognises the local and the Supabase session cookies only', () => {
    expect(hasSessionCookie(['hotel_session'])).toBe(true);
    expect(hasSessionCookie(['sb-abcd-auth-token'])).toBe(true);
    expect(hasSessionCookie(['sb-abcd-auth-token.0', 'sb-abcd-auth-token.1'])).toBe(true);
    expect(hasSessionCookie(['sb-abcd-auth-token-code-verifier', 'theme', 'hotel_session_old'])).toBe(false);
  });
});

describe('auth configuration', () => {
  it('has sign-up on and e-mail confirmation off by default', () => {
    const cfg = parseConfig({});
    expect(cfg.AUTH_SIGNUP).toBe('on');
    expect(cfg.AUTH_REQUIRE_EMAIL_CONFIRMATION).toBe('off');
    expect(parseConfig({ AUTH_SIGNUP: 'off', AUTH_REQUIRE_EMAIL_CONFIRMATION: 'on' })).toMatchObject({ AUTH_SIGNUP: 'off', AUTH_REQUIRE_EMAIL_CONFIRMATION: 'on' });
    expect(() => parseConfig({ AUTH_SIGNUP: 'talvez' })).toThrow(/AUTH_SIGNUP/);
  });
});

describe('authentication toasts (spec §8, to the letter)', () => {
  it('has the spec texts', async () => {
    const { default: messages } = await import('@/messages/pt-BR.json');
    const t = messages.auth.toasts;
    expect([t.invalidCredentials.title, t.invalidCredentials.message]).toEqual(['Credenciais inválidas', 'Email ou senha incorretos. Verifique seus dados e tente novamente.']);
    expect([t.emailNotConfirmed.title, t.emailNotConfirmed.message]).toEqual(['Email não confirmado', 'Verifique sua caixa de entrada e confirme seu email antes de fazer login.']);
    expect([t.rateLimited.title, t.rateLimited.message]).toEqual(['Muitas tentativas', 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.']);
    expect([t.signUpDisabled.title, t.signUpDisabled.message]).toEqual(['Cadastro desabilitado', 'Entre em contato com o administrador para criar uma conta.']);
    expect(t.signInError.title).toBe('Erro no login');
    expect(t.signedIn.title).toBe('Login realizado com sucesso!');
    expect([t.signedUp.title, t.signedUp.message]).toEqual(['Conta criada com sucesso!', 'Verifique seu email para confirmar a conta.']);
    expect(t.signUpError.title).toBe('Erro no cadastro');
    expect(t.signedOut.title).toBe('Logout realizado com sucesso!');
    expect(t.signOutError.title).toBe('Erro no logout');
    expect(t.sessionExpired.title).toBe('Sessão expirada. Faça login novamente.');
    expect(t.recoverySent.message).toBe('Se existir uma conta com este email, enviaremos um link para redefinir a senha.');
  });
});
