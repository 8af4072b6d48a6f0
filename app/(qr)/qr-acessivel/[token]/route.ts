import { qrScanResponse } from '@/server/qr/scan-route';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  return qrScanResponse((await params).token, true);
}
