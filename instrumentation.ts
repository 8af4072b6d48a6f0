/**
 * Runs once when a server starts: checks the configuration and opens (migrates, seeds) the
 * database, so that a bad variable stops start-up with a message naming it, and the first
 * visitor does not wait for the set-up.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./server/startup');
  await startServer();
}
