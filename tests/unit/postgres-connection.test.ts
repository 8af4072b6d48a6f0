import { describe, expect, it } from 'vitest';
import { postgresConnection } from '../../server/db/connection.mjs';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';

describe('postgresConnection', () => {
  it('without a CA, passes the URL as it is (its sslmode included)', () => {
    const url = 'postgres://u:p@db.example.supabase.co:5432/postgres?sslmode=require';
    expect(postgresConnection(url, undefined)).toEqual({ connectionString: url });
  });

  it('with a CA, verifies against it and leaves out the URL’s ssl parameters, which would override it', () => {
    const connection = postgresConnection('postgres://u:p@db.example.supabase.co:5432/postgres?sslmode=require&application_name=hotel', PEM);
    expect(connection.ssl).toEqual({ ca: PEM, rejectUnauthorized: true });
    expect(connection.connectionString).toBe('postgres://u:p@db.example.supabase.co:5432/postgres?application_name=hotel');
  });

  it('reads a one-line environment value with literal \\n as the PEM text', () => {
    expect(postgresConnection('postgres://h/db', PEM.replace(/\n/g, '\\n')).ssl?.ca).toBe(PEM);
  });
});
