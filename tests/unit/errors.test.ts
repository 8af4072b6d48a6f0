import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGE,
  classifyError,
  CONNECTION_MESSAGE,
  dbErrorMessage,
  emailFunctionErrorMessage,
  isDiagnosticError,
  MAX_ERROR_MESSAGE_LENGTH,
  NETWORK_ERROR_MESSAGE,
  PERMISSION_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SYSTEM_ERROR_MESSAGE,
  UNKNOWN_DB_MESSAGE,
} from '../../lib/errors';

/** Shaped like node-postgres / PGlite DatabaseError: an Error with a SQLSTATE `code`. */
function pgError(code: string, message = 'driver message'): Error {
  return Object.assign(new Error(message), { code });
}

describe('dbErrorMessage: spec table of codes (texts copied from the spec)', () => {
  it.each([
    ['42P01', 'Tabela não encontrada. O sistema pode estar em configuração.'],
    ['42501', 'Permissões insuficientes para acessar os dados.'],
    ['23505', 'Dados duplicados. Este item já existe.'],
    ['23503', 'Referência não encontrada. Dados relacionados não existem.'],
    ['23502', 'Campo obrigatório não preenchido.'],
    ['PGRST116', 'Nenhum resultado encontrado.'],
    ['PGRST301', 'Múltiplos resultados encontrados quando apenas um era esperado.'],
  ])('driver error with code %s', (code, expected) => {
    expect(dbErrorMessage(pgError(code))).toBe(expected);
  });

  it.each([
    ['plain object (PostgREST shape)', { code: '23505', message: 'duplicate key', details: null, hint: null }],
    ['Drizzle-style wrapper with the driver error in cause', new Error('Failed query: insert …', { cause: pgError('23505') })],
  ])('%s', (_label, err) => {
    expect(dbErrorMessage(err)).toBe('Dados duplicados. Este item já existe.');
  });

  it('the code wins over a message that mentions the network', () => {
    expect(dbErrorMessage(pgError('23502', 'network says null value'))).toBe('Campo obrigatório não preenchido.');
  });
});

describe('dbErrorMessage: message rules', () => {
  it.each([
    ['TypeError: Failed to fetch', new TypeError('Failed to fetch')],
    ['undici fetch failed', new TypeError('fetch failed')],
    ['NetworkError', new Error('NetworkError when attempting to fetch resource.')],
    ['connection terminated', new Error('Connection terminated unexpectedly')],
    ['node ECONNREFUSED code, empty message', Object.assign(new Error(''), { code: 'ECONNREFUSED' })],
    ['network code in cause', new TypeError('boom', { cause: { code: 'ENOTFOUND' } })],
    ['plain string', 'network down'],
  ])('connection problem: %s', (_label, err) => {
    expect(dbErrorMessage(err)).toBe(CONNECTION_MESSAGE);
  });

  it.each([
    ['JWT expired', 'JWT expired'],
    ['lower case', 'jwt expired at 2024-01-01'],
  ])('session expired: %s', (_label, message) => {
    expect(dbErrorMessage(new Error(message))).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it.each([
    ['invalid JWT', 'invalid JWT: unable to parse'],
    ['refresh token', 'Invalid Refresh Token: Refresh Token Not Found'],
    ['auth session', 'Auth session missing!'],
    ['session', 'session not found'],
    ['not authenticated', 'User not authenticated'],
    ['unauthorized', 'Unauthorized'],
    ['authorization', 'Missing authorization header'],
  ])('auth problem: %s', (_label, message) => {
    expect(dbErrorMessage(new Error(message))).toBe(AUTH_MESSAGE);
  });

  it('does not mistake a column named "author" for an auth problem', () => {
    expect(dbErrorMessage('column "author" is ambiguous')).toBe('column "author" is ambiguous');
  });

  it.each([
    ['Error', new Error('valor inválido'), 'valor inválido'],
    ['string', 'valor inválido', 'valor inválido'],
    ['object with message', { message: 'valor inválido' }, 'valor inválido'],
    ['unknown driver code', pgError('22P02', 'invalid input syntax for type uuid: "x"'), 'invalid input syntax for type uuid: "x"'],
    ['surrounding spaces trimmed', '  valor inválido  ', 'valor inválido'],
  ])('otherwise the message itself: %s', (_label, err, expected) => {
    expect(dbErrorMessage(err)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['number', 42],
    ['object without message', { foo: 'bar' }],
    ['message that is not a string', { message: 123 }],
    ['empty Error', new Error('')],
    ['blank string', '   '],
  ])('no message: %s', (_label, err) => {
    expect(dbErrorMessage(err)).toBe(UNKNOWN_DB_MESSAGE);
  });

  it('a message at the limit is kept, one over the limit is replaced', () => {
    const atLimit = 'x'.repeat(MAX_ERROR_MESSAGE_LENGTH);
    expect(dbErrorMessage(atLimit)).toBe(atLimit);
    expect(dbErrorMessage(new Error(`${atLimit}y`))).toBe(SYSTEM_ERROR_MESSAGE);
    expect(SYSTEM_ERROR_MESSAGE).toBe('Erro no sistema. Tente novamente.');
  });
});

describe('isDiagnosticError', () => {
  it.each([
    ['42P01', pgError('42P01'), true],
    ['PGRST116', { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }, true],
    ['literal phrase', 'relation does not exist', true],
    ['Postgres wording', new Error('relation "rooms" does not exist'), true],
    ['permission denied', new Error('permission denied for table rooms'), true],
    ['23505', pgError('23505'), false],
    ['other message', new Error('boom'), false],
    ['null', null, false],
    ['number', 7, false],
  ])('%s → %s', (_label, err, expected) => {
    expect(isDiagnosticError(err)).toBe(expected);
  });
});

describe('classifyError', () => {
  it.each([
    ['code 42501', pgError('42501')],
    ['code PGRST301', { code: 'PGRST301', message: 'x' }],
    ['permission denied message', new Error('permission denied for table media_gallery')],
    ['row level security', new Error('new row violates row-level security policy for table "hotel_services"')],
    ['row level security, spaces', 'row level security is enabled'],
  ])('permission: %s', (_label, err) => {
    expect(classifyError(err)).toEqual({ code: 'PERMISSION_DENIED', message: PERMISSION_MESSAGE });
  });

  it.each([
    ['ECONNREFUSED code', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['ETIMEDOUT message', new Error('connect ETIMEDOUT 10.0.0.1:443')],
    ['ENOTFOUND message', new Error('getaddrinfo ENOTFOUND db.example.com')],
    ['ECONNRESET code', { code: 'ECONNRESET', message: 'socket hang up' }],
    ['fetch failed', new TypeError('fetch failed')],
    ['network', new Error('Network request failed')],
    ['timeout', new Error('Request timeout after 25000 ms')],
  ])('network: %s', (_label, err) => {
    expect(classifyError(err)).toEqual({ code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });

  it.each([
    ['database code', pgError('23505'), { code: 'DATABASE_ERROR', message: 'Dados duplicados. Este item já existe.' }],
    ['unknown code', pgError('22P02', 'bad uuid'), { code: 'DATABASE_ERROR', message: 'bad uuid' }],
    ['plain Error', new Error('boom'), { code: 'UNKNOWN', message: 'boom' }],
    ['null', null, { code: 'UNKNOWN', message: UNKNOWN_DB_MESSAGE }],
  ])('other: %s', (_label, err, expected) => {
    expect(classifyError(err)).toEqual(expected);
  });

  it('permission and network texts are the spec texts', () => {
    expect(PERMISSION_MESSAGE).toBe(
      'Você não tem permissão para realizar esta operação. Verifique se você está logado como administrador.',
    );
    expect(NETWORK_ERROR_MESSAGE).toBe('Erro de conexão com o servidor. Verifique sua internet e tente novamente.');
  });
});

describe('emailFunctionErrorMessage', () => {
  it.each([
    ['with status', 'Invalid recipient', 422, 'Edge Function Error: Invalid recipient (Status: 422)'],
    ['without status', 'boom', undefined, 'Edge Function Error: boom (Status: unknown)'],
    ['status 0 is kept', 'boom', 0, 'Edge Function Error: boom (Status: 0)'],
  ])('%s', (_label, message, status, expected) => {
    expect(emailFunctionErrorMessage(message, status)).toBe(expected);
  });
});
