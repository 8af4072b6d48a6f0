import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { getAuth } from '@/server/auth/provider';
import { getViewer } from '@/server/auth/current-user';

/**
 * GET /auth/verificar?token=…: the link of the confirmation and staff verification e-mails. Marks
 * the address verified (single use, 24 h), then goes on: to the admin or the panel when that user
 * is signed in here, otherwise to the sign-in with the result.
 */
export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token') ?? '';
  const outcome = await (await getAuth()).verifyEmail(token);
  if (!outcome.ok) redirect('/auth?verificado=0');
  const viewer = await getViewer();
  if (viewer?.id === outcome.userId) redirect(viewer.isStaff ? '/admin' : '/painel');
  redirect(outcome.purpose === 'staff_verification' ? '/auth?verificado=1&next=%2Fadmin' : '/auth?verificado=1');
}
