/**
 * The lucide icons of the public pages. They are drawn from one SVG sprite, public/icons.svg
 * (written from lucide-react by scripts/icon-sprite.ts), instead of repeating each icon's markup in
 * the HTML and again in the RSC payload. Add a name here, then run `npm run icons:sprite`.
 */
export const ICON_NAMES = [
  'arrow-left',
  'arrow-up',
  'baby',
  'bed-double',
  'briefcase',
  'calendar',
  'calendar-check',
  'camera',
  'car',
  'check',
  'chevron-left',
  'chevron-right',
  'circle-x',
  'clock',
  'coffee',
  'copy',
  'credit-card',
  'crown',
  'house',
  'image-off',
  'images',
  'layout-dashboard',
  'log-in',
  'log-out',
  'mail',
  'map-pin',
  'menu',
  'message-circle',
  'navigation',
  'pause',
  'phone',
  'play',
  'refresh-cw',
  'shield-alert',
  'shield-check',
  'star',
  'triangle-alert',
  'users',
  'video',
  'waves',
  'wifi',
  'x',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** A short hash of the names: a sprite with other icons gets another URL, so it may be cached for long. */
function version(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (hash * 33) ^ text.charCodeAt(i);
  return (hash >>> 0).toString(36);
}

export const ICON_SPRITE_PATH = '/icons.svg';
export const ICON_SPRITE_URL = `${ICON_SPRITE_PATH}?v=${version(ICON_NAMES.join())}`;
