import { qrScanResponse } from '@/server/qr/scan-route';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  return qrScanResponse(request, (await params).token, false);
}
