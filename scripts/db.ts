// npm run db:migrate | db:seed | db:reset — on DATA_DIR (PGlite) or DATABASE_URL, like the server.
import { config } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { resetDatabase, seedIfEmpty } from '@/server/db/seed';
import { getStorage } from '@/server/storage';

const command = process.argv[2];
if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('Uso: tsx scripts/db.ts migrate|seed|reset');
  process.exit(2);
}

try {
  const cfg = config();
  const database = await openDatabase({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.DATA_DIR });
  const storage = getStorage(cfg);
  if (command === 'reset') await resetDatabase(database);
  if (command !== 'migrate') {
    const seeded = await seedIfEmpty(database, storage);
    console.log(seeded ? 'Dados de exemplo carregados.' : 'O banco já tem dados: nada a carregar (use npm run db:reset para recomeçar).');
  } else {
    console.log('Migrações aplicadas.');
  }
  await database.close();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
