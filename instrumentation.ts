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

/**
 * Next's hook for an error that escaped a render, route handler or server action: kept among the
 * boundary errors of server/resilience for the diagnostics page, and logged quietly.
 */
export async function onRequestError(error: unknown, request: { path: string; method: string }, context: { routerKind: string; routeType: string }) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordBoundaryError } = await import('./server/resilience');
  recordBoundaryError(error, `${request.method} ${request.path}`, { routeType: context.routeType });
}
