import type { Metadata } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { KeyRound } from 'lucide-react';
import { AuthShell } from '@/components/auth/auth-shell';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { ReservationsList } from '@/components/painel/reservations-list';
import { ProfileForm } from '@/components/painel/profile-form';
import { PrivacySection } from '@/components/painel/privacy-section';
import { PanelSection } from '@/components/painel/panel-section';
import { secondaryButtonClass } from '@/components/ui/form-styles';
import { DatabaseUnavailable } from '@/components/ui/database-unavailable';
import { requireUserPage } from '@/server/auth/guards';
import { lookupViewer } from '@/server/auth/current-user';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { pricesShown } from '@/server/availability';
import { pixSettings } from '@/server/pix';
import { getSection } from '@/server/site-content';
import { listGuestReservations } from '@/server/guest-panel';
import { getGuestProfile } from '@/server/guests';
import { expirePendingReservations } from '@/server/reservations';
import { withDefaults } from '@/server/site-content/defaults';
import { textLines } from '@/lib/document';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('painel'))('meta.title'), robots: { index: false, follow: false } };
}

/** The customer panel: the guest's reservations (cancel), profile, password, and LGPD rights. */
export default async function PanelPage() {
  // The session cannot be checked without the database: say so, rather than an error screen or the sign-in.
  if ((await lookupViewer()).status === 'unavailable') return <DatabaseUnavailable area="painel" />;
  const viewer = await requireUserPage('/painel');
  const cfg = config();
  const [t, auth, policies, messages, showPrices, pix, policyContent, db] = await Promise.all([
    getTranslations('painel'),
    getTranslations('auth'),
    getTranslations('policies'),
    getMessages(),
    pricesShown(),
    pixSettings(),
    getSection('policies'),
    getDb(),
  ]);
  // Holds past their 24 h show as cancelled (the lazy expiry; the availability cache refreshes within a minute).
  await expirePendingReservations(db);
  const [reservations, profile] = await Promise.all([
    listGuestReservations(db, viewer, { timeZone: cfg.HOTEL_TIMEZONE, showPrices, pix }),
    getGuestProfile(db, viewer),
  ]);
  // The policy of the home page's 'Cancelar' tab.
  const cancellationPolicy = textLines((await withDefaults('policies', policyContent)).cancelar ?? '');
  const createdAt = new Intl.DateTimeFormat('pt-BR', { timeZone: cfg.HOTEL_TIMEZONE, dateStyle: 'short', timeStyle: 'short' });

  return (
    <AuthShell wide>
      <NextIntlClientProvider messages={{ auth: messages.auth, painel: messages.painel, reservation: messages.reservation }}>
        <div className="space-y-10">
          <div>
            <h1 className="font-serif text-3xl font-bold text-earth-dark">{t('heading')}</h1>
            {viewer.fullName && <p className="mt-3 text-lg font-semibold text-earth-dark">{viewer.fullName}</p>}
            <p className="mt-1 break-words text-earth-dark">{t('signedInAs', { email: viewer.email })}</p>
            <div className="mt-4">
              <SignOutButton label={auth('signOut')} failedTitle={auth('toasts.signOutError.title')} className={secondaryButtonClass} />
            </div>
          </div>

          <PanelSection id="reservas" title={t('reservations.heading')}>
            <ReservationsList
              reservations={reservations.map((r) => ({ ...r, createdAtLabel: createdAt.format(new Date(r.createdAt)) }))}
              cancellationPolicy={cancellationPolicy}
              policyHeading={policies('headings.cancelar')}
            />
          </PanelSection>

          <PanelSection id="dados" title={t('profile.heading')}>
            <ProfileForm initialValues={profile} email={viewer.email} />
          </PanelSection>

          <PanelSection id="senha" title={t('password.heading')}>
            <p className="text-earth-dark">{t('password.text')}</p>
            <Link href="/definir-senha" className={`${secondaryButtonClass} mt-4`}>
              <KeyRound aria-hidden className="size-4" />
              {t('password.link')}
            </Link>
          </PanelSection>

          <PanelSection id="privacidade" title={t('privacy.heading')}>
            <PrivacySection email={viewer.email} />
          </PanelSection>
        </div>
      </NextIntlClientProvider>
    </AuthShell>
  );
}
