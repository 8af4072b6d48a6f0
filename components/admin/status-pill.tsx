const TONES = {
  waiting: 'bg-amber-100 text-amber-900 ring-amber-300',
  working: 'bg-blue-100 text-blue-900 ring-blue-300',
  good: 'bg-green-100 text-green-900 ring-green-300',
  bad: 'bg-red-100 text-red-900 ring-red-300',
  neutral: 'bg-gray-100 text-gray-800 ring-gray-300',
} as const;

export type StatusTone = keyof typeof TONES;

/** A state as a coloured pill (a reservation's, an e-mail's, a review's, a dependency's): the text says it, the colour repeats it. */
export function StatusPill({ tone, children }: { tone: StatusTone; children: React.ReactNode }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${TONES[tone]}`}>{children}</span>;
}
