import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/icons';
import type { SectionContent } from '@/server/site-content';
import { PoliciesTabs } from './policies-tabs';
import { POLICIES_ANCHOR } from '@/lib/page-anchors';
import { withDefaults } from '@/server/site-content/defaults';
import { textLines } from '@/lib/document';

const TABS = [
  { key: 'cancelar', icon: 'circle-x' },
  { key: 'pagamento', icon: 'credit-card' },
  { key: 'obrigacoes', icon: 'shield-check' },
  { key: 'menores', icon: 'baby' },
  { key: 'reservas', icon: 'calendar-check' },
] as const satisfies readonly { key: string; icon: IconName }[];

export async function PoliciesSection({ policies: stored }: { policies: SectionContent }) {
  const t = await getTranslations('policies');
  const policies = await withDefaults('policies', stored);
  const tabs = TABS.map(({ key, icon }) => ({
    id: key,
    label: t(`tabs.${key}`),
    icon: <Icon name={icon} className="size-5 shrink-0" />,
    heading: t(`headings.${key}`),
    items: textLines(policies[key] ?? ''),
  }));

  return (
    <section aria-labelledby={POLICIES_ANCHOR} className="bg-earth-pale px-4 py-16 md:py-24">
      <div className="mx-auto max-w-4xl">
        <header className="text-center">
          <h2 id={POLICIES_ANCHOR} className="text-3xl font-bold text-earth-dark md:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-3 text-lg text-earth-dark">{t('subtitle')}</p>
        </header>
        <PoliciesTabs label={t('tablist')} tabs={tabs} />
      </div>
    </section>
  );
}
