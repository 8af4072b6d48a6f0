import 'server-only';
import { z } from 'zod';
import { translator } from '@/lib/messages';

const t = translator('operator');

/** Every environment variable the server reads, parsed once. None is needed to run locally. */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const postgresUrl = z.preprocess(emptyToUndefined, z.string().regex(/^postgres(ql)?:\/\//, t('config.databaseUrl')).optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('.data')),
  DATABASE_URL: postgresUrl,
  /** A session-mode or direct connection for LISTEN (cache invalidation): a transaction-mode pooler cannot LISTEN. Default DATABASE_URL. */
  DATABASE_LISTEN_URL: postgresUrl,
  /** PEM text of the database server's CA (Supabase's), for verified TLS (server/db/connection.mjs). */
  DATABASE_CA_CERT: optionalString,
  /** Connections kept per instance; on Vercel each function instance has its own pool. */
  DATABASE_POOL_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).optional()),
  /** "off": start-up does not migrate (`supabase db push` or CI does it); the site checks that nothing is pending. */
  MIGRATE_ON_START: z.enum(['on', 'off']).default('on'),
  /** Set by Vercel in its builds and functions. */
  VERCEL: optionalString,
  SITE_URL: z.preprocess(emptyToUndefined, z.url().default('http://localhost:3000')),
  STAFF_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((s) => s.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.email())),
  ),
  CRON_SECRET: optionalString,
  RESEND_API_KEY: optionalString,
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\//, t('config.smtpUrl')).optional()),
  EMAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Hotel Água Boa <reservas@hotelaguaboa.com.br>')),
  HOTEL_TIMEZONE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('America/Cuiaba')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, t('config.timeZone')),
  ),
  AUTH_PROVIDER: z.enum(['local', 'supabase']).default('local'),
  /** "off": /auth refuses new accounts ('Cadastro desabilitado'). */
  AUTH_SIGNUP: z.enum(['on', 'off']).default('on'),
  /** "on": an account signs in only after confirming its address through the e-mailed link. */
  AUTH_REQUIRE_EMAIL_CONFIRMATION: z.enum(['on', 'off']).default('off'),
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalString,
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  STORAGE_PROVIDER: z.enum(['local', 'supabase']).default('local'),
  IMAGEKIT_PUBLIC_KEY: optionalString,
  IMAGEKIT_PRIVATE_KEY: optionalString,
  IMAGEKIT_URL_ENDPOINT: optionalUrl,
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** How many reverse proxies in front of `npm start` append to X-Forwarded-For (0: none, or Vercel). */
  TRUSTED_PROXY_HOPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  SEED: z.enum(['auto', 'off']).default('auto'),
})
  // Vercel's disk is read-only and not shared: the embedded database and local files cannot work there.
  .superRefine((cfg, ctx) => {
    if (!cfg.VERCEL) return;
    if (!cfg.DATABASE_URL) ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: t('config.vercelDatabase') });
    if (cfg.STORAGE_PROVIDER !== 'supabase') ctx.addIssue({ code: 'custom', path: ['STORAGE_PROVIDER'], message: t('config.vercelStorage') });
  });

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`${t('config.invalid')}\n${lines.join('\n')}`);
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
