'use client';

import { useEffect, useState } from 'react';

/**
 * On the 403 page: when the visitor's address is on the staff list but not verified yet, how to get
 * in. Asked from /api/auth/session after hydration, so that app/forbidden.tsx stays static (Next
 * renders it with every route). `text` is the message with an `{email}` placeholder: no translation
 * runtime here, since this component's code is loaded with every page.
 */
export function StaffPendingHint({ text }: { text: string }) {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/auth/session', { cache: 'no-store', credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ user: { email: string; staffVerificationPending?: boolean } | null }>) : null))
      .then((body) => {
        if (body?.user?.staffVerificationPending) setEmail(body.user.email);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (!email) return null;
  return (
    <p role="status" className="text-sm text-earth-dark">
      {text.replace('{email}', email)}
    </p>
  );
}
