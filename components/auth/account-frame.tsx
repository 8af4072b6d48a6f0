import { SimpleHeader } from '@/components/site/simple-header';

// A module of its own: app/forbidden.tsx uses this frame, and every client component imported by a
// module it imports is loaded with every page.

/** A bar with the hotel's name and the way back to the site, the page in a card. Server-only markup. */
export function AccountFrame({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col bg-earth-pale/40">
      <SimpleHeader />
      <main id="conteudo" className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <div className={`w-full ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-2xl border border-earth-light/70 bg-background p-6 shadow-sm sm:p-8`}>{children}</div>
      </main>
    </div>
  );
}
