import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { linkClass } from '@/components/admin/desk/table-region';

const TOOLS = [
  { href: '/diagnostico-supabase', label: 'links.diagnostics' },
  { href: '/test-services', label: 'links.testServices' },
  { href: '/testemail', label: 'links.testEmail' },
] as const;

/** The staff's other check pages, at the foot of each one (the page itself left out). */
export async function StaffToolLinks({ current }: { current: (typeof TOOLS)[number]['href'] }) {
  const t = await getTranslations('diagnostics');
  return (
    <p className="mt-8 flex flex-wrap gap-4">
      {TOOLS.filter((tool) => tool.href !== current).map((tool) => (
        <Link key={tool.href} href={tool.href} className={linkClass}>
          {t(tool.label)}
        </Link>
      ))}
    </p>
  );
}
