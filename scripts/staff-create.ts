// npm run staff:create -- --email E --password P [--name N]
// Creates (or updates) a staff account on DATA_DIR or DATABASE_URL, like the server: the address is
// marked verified and the profile gets the admin role. With the embedded database (PGlite) the server
// must be stopped first: one process per data directory.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { config } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { createStaffAccount } from '@/server/auth/staff';

const USAGE = 'Uso: npm run staff:create -- --email EMAIL --password SENHA [--name "NOME"]';

let args: { email?: string; password?: string; name?: string };
try {
  args = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } }).values;
} catch (err) {
  console.error(`${err instanceof Error ? err.message : err}\n${USAGE}`);
  process.exit(2);
}
const email = z.email().safeParse(args.email?.trim());
if (!email.success || !args.password) {
  console.error(!email.success && args.email ? `Email inválido: ${args.email}\n${USAGE}` : USAGE);
  process.exit(2);
}
if (args.password.length < 8 || args.password.length > 128) {
  console.error('A senha deve ter de 8 a 128 caracteres.');
  process.exit(2);
}

try {
  const cfg = config();
  const database = await openDatabase({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.DATA_DIR });
  try {
    const { created, user } = await createStaffAccount(database.db, { email: email.data, password: args.password, fullName: args.name?.trim() || null });
    console.log(`${created ? 'Conta da equipe criada' : 'Conta da equipe atualizada (senha trocada, sessões encerradas)'}: ${user.email} — email verificado, papel admin.`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
