/** A titled section of the customer panel. */
export function PanelSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-earth-light/70 pt-8">
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-bold text-earth-dark">
        {title}
      </h2>
      {children}
    </section>
  );
}
