'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import { toast } from '@/components/ui/use-toast';
import { signOutAction } from '@/app/(auth)/actions';

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

  const signOut = async () => {
    setPending(true);
    try {
      const result = await signOutAction();
      toast({ title: result.title, description: result.message, variant: result.ok ? 'default' : 'destructive' });
      if (!result.ok) return;
      if (onSignedOut) onSignedOut();
      else router.push('/');
    } catch {
      toast({ title: failedTitle, variant: 'destructive' });
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
