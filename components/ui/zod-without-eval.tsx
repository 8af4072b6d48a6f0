'use client';

import { config } from 'zod/v4/core';

// The first time zod parses an object it tries `new Function('')` to see whether it may compile
// its parsers; under the site's Content-Security-Policy (no 'unsafe-eval') the browser refuses it
// and reports a violation, although zod then carries on without. Tell zod not to try.
config({ jitless: true });

/** Rendered once by the root layout, so that the setting above runs before any form parses. */
export function ZodWithoutEval() {
  return null;
}
