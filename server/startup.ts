import 'server-only';
import { config, ConfigError } from '@/server/config';
import { getDatabase } from '@/server/db';
import { log } from '@/server/log';

export async function startServer() {
  try {
    config();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The build prerenders in worker processes that open the database themselves.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const started = Date.now();
  try {
    const database = await getDatabase();
    log.info('database ready', { kind: database.kind, ms: Date.now() - started });
  } catch (err) {
    log.error('database unavailable at start-up', { error: err instanceof Error ? err.message : String(err) });
    if (err instanceof Error && (err.name === 'DataDirInUseError' || err.name === 'MigrationsPendingError')) process.exit(1);
  }
}
