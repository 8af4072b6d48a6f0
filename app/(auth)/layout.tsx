import type { Metadata } from 'next';
import { AuthShell } from '@/components/auth/auth-shell';

// The account pages read cookies (dynamic) and are never indexed.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <AuthShell>{children}</AuthShell>;
}
