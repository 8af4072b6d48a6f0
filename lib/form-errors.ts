import type { z } from 'zod';

/**
 * First message per field of a failed parse, keys in `order` first (then any other path); an issue of
 * the whole input (not of a field) is under '_form'. Every form's server side answers its errors with it.
 */
export function fieldErrors<F extends string>(error: z.ZodError, order: readonly F[] = []): Partial<Record<F, string>> {
  const found = new Map<string, string>();
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : '_form';
    if (!found.has(key)) found.set(key, issue.message);
  }
  const keys = [...order.filter((k) => found.has(k)), ...[...found.keys()].filter((k) => !order.includes(k as F))];
  return Object.fromEntries(keys.map((k) => [k, found.get(k)])) as Partial<Record<F, string>>;
}
