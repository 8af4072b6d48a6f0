import { ICON_SPRITE_URL, type IconName } from '@/lib/icons';

/**
 * A decorative lucide icon from the sprite (see lib/icons.ts). Size and colour come from the class
 * (`size-5 text-primary`); the stroke style is the `.icon` rule of globals.css, so a `fill-*` class
 * still fills it.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
