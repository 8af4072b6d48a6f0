// Navigation, preloading and gesture rules of the image gallery and viewer (public-site.md §2, §9). Pure.

/** A horizontal swipe longer than this changes image. */
export const SWIPE_THRESHOLD_PX = 50;
/** An image that has not loaded this long after coming on screen is shown as unavailable (staff spec: image load timeout). */
export const IMAGE_LOAD_TIMEOUT_MS = 10_000;
/** Images kept loaded around the current one, the current one included. */
export const MAX_PRELOADED_IMAGES = 5;
/** Lazy sections (accommodations, gallery) load when this close to the viewport. */
export const LAZY_SECTION_MARGIN = '200px';

/** The index `step` images away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** Indices to keep loaded: the current image first, then its neighbours alternately, at most `max`. */
export function preloadWindow(index: number, total: number, max = MAX_PRELOADED_IMAGES): number[] {
  const result = total > 0 ? [wrapIndex(index, 0, total)] : [];
  for (let distance = 1; result.length < Math.min(max, total); distance++) {
    for (const step of [distance, -distance]) {
      const i = wrapIndex(index, step, total);
      if (!result.includes(i) && result.length < Math.min(max, total)) result.push(i);
    }
  }
  return result;
}

/** -1 (previous), 1 (next) or 0 for a horizontal drag of `dx` pixels (negative = towards the left). */
export function swipeStep(dx: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold) return 0;
  return dx < 0 ? 1 : -1;
}

/** The image index a gallery key leads to, or null when the key does not navigate. */
export function keyTarget(key: string, index: number, total: number): number | null {
  if (total <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return wrapIndex(index, 1, total);
    case 'ArrowLeft':
      return wrapIndex(index, -1, total);
    case 'Home':
      return 0;
    case 'End':
      return total - 1;
    default:
      return null;
  }
}

/** Only paths served by our own image optimizer go through next/image's resizing. */
export function isOptimizable(url: string): boolean {
  return /^\/(media|hero|carrossel)\//.test(url);
}

/** Fills '{name}' placeholders of a raw message (client components get the template as a string). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
