'use client';

import { useReservationDialog } from '@/components/reservation/reservation-context';

/** The card's 'Reservar' button: opens the reservation dialog on this room; 'Indisponível' and disabled when none is free. */
export function ReserveRoomButton({
  roomId,
  canReserve,
  label,
  unavailableLabel,
  describedBy,
}: {
  roomId: string;
  canReserve: boolean;
  label: string;
  unavailableLabel: string;
  /** Id of the room's name, so that each of the many 'Reservar' buttons says which room it books. */
  describedBy: string;
}) {
  const { open } = useReservationDialog();
  return (
    <button
      type="button"
      disabled={!canReserve}
      aria-describedby={describedBy}
      onClick={() => open(roomId)}
      className="rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-earth-rich focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-earth-light disabled:text-earth-dark disabled:shadow-none"
    >
      {canReserve ? label : unavailableLabel}
    </button>
  );
}
