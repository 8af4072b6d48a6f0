import { Icon } from '@/components/ui/icon';

/** A room type's guests and beds, each with its icon: on the apartment cards and in the reservation's room list. */
export function RoomFacts({ guests, bed, className, iconClassName = '' }: { guests: string; bed: string; className: string; iconClassName?: string }) {
  return (
    <p className={className}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="users" className={`size-4 ${iconClassName}`} />
        {guests}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="bed-double" className={`size-4 ${iconClassName}`} />
        {bed}
      </span>
    </p>
  );
}
