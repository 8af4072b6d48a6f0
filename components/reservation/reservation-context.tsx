'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { RoomType } from '@/lib/types';
import { Toaster } from '@/components/ui/toaster';

interface ReservationDialogState {
  /** Opens the full-screen reservation dialog: at step 1 without a room, at step 2 with one. */
  open: (roomTypeId?: string) => void;
}

const ReservationDialogContext = createContext<ReservationDialogState | null>(null);

// The dialog's code loads only when a guest first opens it.
const ReservationDialog = dynamic(() => import('./reservation-dialog').then((m) => m.ReservationDialog), { ssr: false });

export function ReservationProvider({ rooms, showPrices, children }: { rooms: RoomType[]; showPrices: boolean; children: React.ReactNode }) {
  const [request, setRequest] = useState<{ roomTypeId?: string; openedAt: number } | null>(null);
  const open = useCallback((roomTypeId?: string) => setRequest({ roomTypeId, openedAt: Date.now() }), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <ReservationDialogContext.Provider value={value}>
      {children}
      {request && (
        <ReservationDialog key={request.openedAt} rooms={rooms} showPrices={showPrices} initialRoomTypeId={request.roomTypeId} onClose={() => setRequest(null)} />
      )}
      <Toaster />
    </ReservationDialogContext.Provider>
  );
}

export function useReservationDialog(): ReservationDialogState {
  const context = useContext(ReservationDialogContext);
  if (!context) throw new Error('useReservationDialog must be used inside ReservationProvider');
  return context;
}
