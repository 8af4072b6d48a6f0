// How to reach PostgreSQL: shared by the application's pool (server/db/client.ts) and the cache
// invalidation listener (scripts/cache-handler.mjs), which Next loads unbundled.
//
// TLS: in the installed `pg`, `sslmode=require` in the URL means full verification against the
// system's certificate authorities, which Supabase's own CA is not among. DATABASE_CA_CERT (the
// PEM text of the CA, from the Supabase dashboard) makes the connection verify against that CA
// instead: the URL's sslmode is then left out so that it cannot override the certificate.

/**
 * `pg` client options for `url`.
 * @param {string} url
 * @param {string | undefined} [caCert] PEM text; literal "\n" sequences (one-line env values) are read as newlines
 * @returns {{ connectionString: string, ssl?: { ca: string, rejectUnauthorized: true } }}
 */
export function postgresConnection(url, caCert = process.env.DATABASE_CA_CERT) {
  const ca = caCert?.trim();
  if (!ca) return { connectionString: url };
  const parsed = new URL(url);
  for (const name of ['sslmode', 'sslcert', 'sslkey', 'sslrootcert', 'uselibpqcompat']) parsed.searchParams.delete(name);
  return { connectionString: parsed.toString(), ssl: { ca: ca.replace(/\\n/g, '\n'), rejectUnauthorized: true } };
}
