'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReservationRoom } from '@/lib/types';
import type { SignedInGuest } from './form-step';

interface ReservationDialogState {
  /** Opens the full-screen reservation dialog: at step 1 without a room, at step 2 with one. */
  open: (roomTypeId?: string) => void;
}

const ReservationDialogContext = createContext<ReservationDialogState | null>(null);

// The dialog's code loads only when a guest first opens it, alongside its room list.
const loadDialog = () => import('./reservation-dialog');
const ReservationDialog = dynamic(() => loadDialog().then((m) => m.ReservationDialog), { ssr: false });

let roomsRequest: Promise<ReservationRoom[]> | null = null;

/**
 * The room types, asked once per page from GET /api/rooms rather than embedded in the home page's
 * HTML. An empty list when it cannot be loaded (the dialog then says so); asked again next time.
 */
function loadRooms(): Promise<ReservationRoom[]> {
  roomsRequest ??= fetch('/api/rooms')
    .then((response) => (response.ok ? (response.json() as Promise<ReservationRoom[]>) : Promise.reject(new Error(String(response.status)))))
    .catch(() => {
      roomsRequest = null;
      return [];
    });
  return roomsRequest;
}

/**
 * The signed-in guest and their profile, asked from GET /api/auth/session?profile=1 at each opening
 * (the page is static and cached: personal data never comes with it). Null for nobody, staff, or an
 * answer that does not come within 5 s: the form then asks everything, password included.
 */
function loadGuest(): Promise<SignedInGuest | null> {
  return fetch('/api/auth/session?profile=1', { cache: 'no-store', credentials: 'same-origin', signal: AbortSignal.timeout(5000) })
    .then((response) => (response.ok ? (response.json() as Promise<{ user: Partial<SignedInGuest> | null }>) : null))
    .then((body) => (body?.user?.email && body.user.profile ? { email: body.user.email, profile: body.user.profile } : null))
    .catch(() => null);
}

export function ReservationProvider({ showPrices, children }: { showPrices: boolean; children: React.ReactNode }) {
  const [request, setRequest] = useState<{ roomTypeId?: string; openedAt: number; rooms: ReservationRoom[]; guest: SignedInGuest | null } | null>(null);
  const open = useCallback((roomTypeId?: string) => {
    const openedAt = Date.now();
    void loadDialog().catch(() => undefined);
    void Promise.all([loadRooms(), loadGuest()]).then(([rooms, guest]) => setRequest({ roomTypeId, openedAt, rooms, guest }));
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <ReservationDialogContext.Provider value={value}>
      {children}
      {request && (
        <ReservationDialog
          key={request.openedAt}
          rooms={request.rooms}
          guest={request.guest}
          showPrices={showPrices}
          initialRoomTypeId={request.roomTypeId}
          onClose={() => setRequest(null)}
        />
      )}
    </ReservationDialogContext.Provider>
  );
}

export function useReservationDialog(): ReservationDialogState {
  const context = useContext(ReservationDialogContext);
  if (!context) throw new Error('useReservationDialog must be used inside ReservationProvider');
  return context;
}
