import { getTranslations } from 'next-intl/server';
import { listRoomTypes } from '@/server/rooms';

// Regenerated in the background at most once a minute (data comes from the tagged data cache),
// so a page prerendered against another database state is replaced quickly after a restart.
export const revalidate = 60;

export default async function HomePage() {
  const [t, tSite, rooms] = await Promise.all([getTranslations('apartments'), getTranslations('site'), listRoomTypes()]);
  return (
    <>
      <main id="home" className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold text-primary">{tSite('hotelName')}</h1>
        <p className="mt-2">{tSite('tagline')}</p>
        <section id="acomodacoes" aria-labelledby="apartments-heading" className="mt-10">
          <h2 id="apartments-heading" className="text-2xl font-semibold">
            {t('defaultTitle')}
          </h2>
          <p className="mt-1">{t('heading', { count: rooms.length })}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rooms.map((room) => (
              <li key={room.id} className="rounded-lg bg-white p-4 shadow">
                <h3 className="text-lg font-semibold">{room.name}</h3>
                <p>{t('guests', { count: room.maxGuests })}</p>
                <p>{t(`bed.${room.bedType}`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </>
  );
}
