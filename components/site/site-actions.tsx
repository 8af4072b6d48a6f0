'use client';

import { useReservationDialog } from '@/components/reservation/reservation-context';

type ButtonProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'>;

/** Opens the reservation dialog at its first step (room selection). */
export function ReserveButton(props: ButtonProps) {
  const { open } = useReservationDialog();
  return <button type="button" {...props} onClick={() => open()} />;
}

/** Scrolls the page back to the top, smoothly unless the visitor prefers reduced motion. */
export function ScrollTopButton(props: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    />
  );
}
