import { parseDocument } from '@/lib/document';

/** A page text as staff write it (lib/document.ts): headings, paragraphs and lists (the legal pages, the QR pages). */
export function DocumentBody({ source, headingLevel = 2 }: { source: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-3 text-lg leading-relaxed text-earth-dark">
      {parseDocument(source).map((block, i) =>
        block.kind === 'heading' ? (
          <Heading key={i} className="mt-3 font-serif text-2xl font-bold">
            {block.text}
          </Heading>
        ) : block.kind === 'list' ? (
          <ul key={i} className="list-disc space-y-1 pl-6">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
    </div>
  );
}
