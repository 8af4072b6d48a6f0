'use client';

import { useEffect, useState } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const TAB_IDS = ['auth-tab-entrar', 'auth-tab-cadastro'] as const;

/**
 * A tab panel's element that names its tab from the server's HTML on: Headless UI links panel and
 * tab only once both have mounted, and a tab without a linked panel is invalid HTML.
 */
function LabelledPanel({ tabId, ...props }: React.ComponentProps<'div'> & { tabId: string }) {
  return <div {...props} aria-labelledby={props['aria-labelledby'] ?? tabId} />;
}

const tabClass =
  'flex-1 cursor-pointer rounded-lg px-4 py-2.5 font-semibold text-earth-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[selected]:bg-white data-[selected]:text-primary data-[selected]:shadow-sm data-[hover]:text-primary';

/**
 * /auth: sign-in and sign-up as two tabs. `notice` is shown once as a toast (an expired session,
 * the result of a verification link).
 */
export function AuthTabs({
  next,
  initialTab,
  notice,
}: {
  next: string | null;
  initialTab: 0 | 1;
  notice: { title: string; message?: string; variant?: 'default' | 'destructive' } | null;
}) {
  const t = useTranslations('auth');
  const [tab, setTab] = useState<number>(initialTab);

  useEffect(() => {
    if (notice) toast({ title: notice.title, description: notice.message, variant: notice.variant });
  }, [notice]);

  return (
    <TabGroup selectedIndex={tab} onChange={setTab}>
      <TabList aria-label={t('tabs.label')} className="mb-6 flex gap-1 rounded-xl bg-earth-pale p-1">
        <Tab id={TAB_IDS[0]} className={tabClass}>
          {t('tabs.signIn')}
        </Tab>
        <Tab id={TAB_IDS[1]} className={tabClass}>
          {t('tabs.signUp')}
        </Tab>
      </TabList>
      <TabPanels>
        <TabPanel as={LabelledPanel} tabId={TAB_IDS[0]} className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary">
          <h2 className="mb-4 text-xl font-bold text-earth-dark">{t('signInHeading')}</h2>
          <SignInForm next={next} />
        </TabPanel>
        <TabPanel as={LabelledPanel} tabId={TAB_IDS[1]} className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary">
          <h2 className="mb-4 text-xl font-bold text-earth-dark">{t('signUpHeading')}</h2>
          <SignUpForm next={next} onCreatedSignedOut={() => setTab(0)} />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
