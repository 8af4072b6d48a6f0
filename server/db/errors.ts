/** PostgreSQL's SQLSTATE of an error (drizzle wraps the driver's error in `cause`), or null. */
export function pgErrorCode(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** The table an error names (PostgreSQL's table_name field: for a foreign-key violation on delete, the referencing table), or null. */
export function pgErrorTable(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const table = (e as { table?: unknown }).table;
    if (typeof table === 'string' && table !== '') return table;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
