import type { SectionBackdrop as Backdrop } from '@/server/media';

/**
 * The background image staff chose for a public section (admin: Mídia → Fundos das seções), behind
 * a light veil that keeps the section's dark text at AA contrast over any photo. Decorative, lazy
 * (no section but the hero is above the fold); without a backdrop the section is rendered as is.
 */
export function SectionBackdrop({ backdrop, children }: { backdrop: Backdrop | undefined; children: React.ReactNode }) {
  if (!backdrop) return children;
  return (
    <div className="relative isolate [&>section]:bg-transparent" data-backdrop={backdrop.url}>
      <div aria-hidden className="absolute inset-0 -z-10 overflow-hidden">
        {/* eslint-disable-next-line @next/next/no-img-element -- the library's stored sizes as a srcset */}
        <img src={backdrop.url} srcSet={backdrop.srcSet ?? undefined} sizes="100vw" alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        <div className="absolute inset-0 bg-background/90" />
      </div>
      {children}
    </div>
  );
}
