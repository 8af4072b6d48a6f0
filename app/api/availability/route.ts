import type { NextRequest } from 'next/server';
import { readAvailability } from '@/server/guest-requests';
import { resultResponse } from '@/server/http/result-response';

/** GET /api/availability?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD → [{ roomTypeId, name, available, basePrice }]. */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const result = await readAvailability({ checkIn: params.get('checkIn') ?? '', checkOut: params.get('checkOut') ?? '' }, { signal: request.signal });
  if (result.ok) return Response.json(result.rooms, { headers: { 'Cache-Control': 'no-store' } });
  return resultResponse(result);
}
