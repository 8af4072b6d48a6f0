'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import { useActionResult } from '@/components/ui/use-action-result';
import { signOutAction } from '@/server/actions/auth';

/**
 * 'Sair': the sign-out server action (POST), its toast, then `onSignedOut` (default: go home).
 * `failedTitle` is the spec's 'Erro no logout', for when the call itself fails.
 */
export function SignOutButton({
  label,
  failedTitle,
  className,
  onSignedOut,
}: {
  label: string;
  failedTitle: string;
  className?: string;
  onSignedOut?: () => void;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const { run } = useActionResult({ unexpected: { title: failedTitle } });

  const signOut = async () => {
    setPending(true);
    try {
      const result = await run(() => signOutAction());
      if (!result?.ok) return;
      // Where to go is the caller's: the panel's dialog closes, elsewhere the home page.
      if (onSignedOut) onSignedOut();
      else router.push('/');
    } finally {
      setPending(false);
    }
  };

  return (
    <button type="button" onClick={signOut} disabled={pending} aria-busy={pending || undefined} className={className}>
      <Icon name="log-out" className="size-4" />
      {label}
    </button>
  );
}
