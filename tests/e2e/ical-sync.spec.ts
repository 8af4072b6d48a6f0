import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from './fixtures';
import { addDays, todayIn } from '../../lib/dates';
import { request as reservationRequest } from '../helpers/reservation-request';
import { signInAsStaff } from './staff';

// Calendar sync with the OTAs (issue 18): staff import an OTA's calendar, served here by a local
// HTTP server, and the public availability drops; a guest's stay shows in the room type's export feed.

test.describe.configure({ timeout: 120_000 });

const RUN = Date.now();
const TODAY = todayIn('America/Cuiaba');
// Far nights of this spec only (the reservation spec uses days 60–409, the panel's 420–509, the desk's 520–700).
const OFFSET = 705 + (Math.floor(RUN / 1000) % 5) * 4;
const night = (n: number) => addDays(TODAY, OFFSET + n);
const compact = (date: string) => date.replaceAll('-', '');

/** An Airbnb-shaped export: one reservation on our nights 0 and 1, one "Not available" block, one cancelled event. */
const AIRBNB = [
  'BEGIN:VCALENDAR',
  'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
  'CALSCALE:GREGORIAN',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  `DTEND;VALUE=DATE:${compact(night(2))}`,
  `DTSTART;VALUE=DATE:${compact(night(0))}`,
  `UID:e2e-${RUN}-reserved@airbnb.com`,
  'SUMMARY:Reserved',
  'END:VEVENT',
  'BEGIN:VEVENT',
  `DTEND;VALUE=DATE:${compact(night(4))}`,
  `DTSTART;VALUE=DATE:${compact(night(3))}`,
  `UID:e2e-${RUN}-cancelled@airbnb.com`,
  'STATUS:CANCELLED',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const LABEL = `Airbnb ${RUN % 10_000}`;
let server: http.Server;
let feedUrl: string;
let served = 0;

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    served++;
    if (req.url !== '/airbnb.ics') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(AIRBNB);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb.ics`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function available(api: APIRequestContext, roomTypeId: string, checkIn: string, checkOut: string): Promise<number> {
  const response = await api.get(`/api/availability?checkIn=${checkIn}&checkOut=${checkOut}`);
  expect(response.status()).toBe(200);
  const rooms = (await response.json()) as { roomTypeId: string; available: number }[];
  return rooms.find((r) => r.roomTypeId === roomTypeId)!.available;
}

test('staff import an OTA calendar: synced, the availability drops; a guest booking shows in the export feed, a new address retires the old one', async ({ page, request, playwright, baseURL }) => {
  const rooms = (await (await request.get('/api/rooms')).json()) as { id: string; name: string }[];
  const room = rooms[1]!;
  const before = await available(request, room.id, night(0), night(2));
  expect(before).toBeGreaterThan(0);

  await signInAsStaff(page, '/admin/apartamentos/calendarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendários (iCal)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Calendários (iCal)' })).toHaveAttribute('aria-current', 'page');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const section = page.locator(`section[data-room-type="${room.id}"]`);
  await section.getByLabel('Canal (ex.: Booking.com, Airbnb)').fill(LABEL);
  // A bad address is refused by the form's schema, in Portuguese.
  await section.getByLabel('Endereço do calendário (.ics)').fill('ftp://example.com/cal.ics');
  await section.getByRole('button', { name: 'Adicionar calendário', exact: true }).click();
  await expect(section.getByText('Informe um endereço http:// ou https:// válido', { exact: false })).toBeVisible();
  await section.getByLabel('Endereço do calendário (.ics)').fill(feedUrl);
  await section.getByRole('button', { name: 'Adicionar calendário', exact: true }).click();
  await expect(page.getByText('Calendário adicionado').first()).toBeVisible({ timeout: 20_000 });

  const feed = section.locator(`li[data-feed="${LABEL}"]`);
  await expect(feed).toBeVisible({ timeout: 15_000 });
  await expect(feed).toContainText(feedUrl);
  await expect(feed.getByTestId('blocks')).toHaveText('1 reserva');
  await expect(feed.getByTestId('last-sync')).not.toHaveText('nunca');
  await expect(feed.getByTestId('last-error')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // "Sincronizar agora" fetches again and shows the time of the sync.
  const fetched = served;
  await section.getByRole('button', { name: `Sincronizar agora os calendários de ${room.name}` }).click();
  await expect(page.getByText('Sincronização concluída').first()).toBeVisible({ timeout: 20_000 });
  expect(served).toBeGreaterThan(fetched);
  await expect(feed.getByTestId('last-sync')).toHaveText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);

  // The imported nights take one apartment in the public availability (the cancelled event none).
  await expect.poll(() => available(request, room.id, night(0), night(2)), { timeout: 10_000 }).toBe(before - 1);
  expect(await available(request, room.id, night(3), night(4))).toBe(before);

  // A guest books the nights after: the export feed (the address the admin shows) holds the stay, with no personal data.
  const exportUrl = await section.getByRole('textbox', { name: `Endereço de exportação de ${room.name}` }).inputValue();
  expect(exportUrl).toMatch(new RegExp(`^${baseURL}/api/ical/${room.id}/[A-Za-z0-9_-]{43}\\.ics$`));
  const guest = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `e2e-ical-${RUN}` } });
  const booked = await guest.post('/api/reservations', {
    data: reservationRequest(room.id, { checkIn: night(2), checkOut: night(4), fullName: 'Beatriz Sigilosa', specialRequests: '' }),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { reservation } = (await booked.json()) as { reservation: { id: string } };
  await guest.dispose();

  const feedResponse = await request.get(exportUrl);
  expect(feedResponse.status()).toBe(200);
  expect(feedResponse.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(feedResponse.headers()['cache-control']).toContain('no-store');
  const text = await feedResponse.text();
  expect(text).toContain('\r\n');
  const event = text.split('BEGIN:VEVENT').find((e) => e.includes(`UID:${reservation.id}@ical.hotel-agua-boa`));
  expect(event).toBeDefined();
  expect(event).toContain(`DTSTART;VALUE=DATE:${compact(night(2))}`);
  expect(event).toContain(`DTEND;VALUE=DATE:${compact(night(4))}`);
  expect(event).toContain('SUMMARY:Reservado');
  expect(text).not.toContain('Beatriz');
  expect(text).not.toContain('@example.com');

  // A wrong secret, or the old address after "Gerar novo endereço", answers 404.
  expect((await request.get(exportUrl.replace(/[A-Za-z0-9_-]{43}\.ics$/, 'x'.repeat(43) + '.ics'))).status()).toBe(404);
  page.once('dialog', (dialog) => void dialog.accept());
  await section.getByRole('button', { name: `Gerar novo endereço de exportação para ${room.name}` }).click();
  await expect(page.getByText('Novo endereço gerado').first()).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole('textbox', { name: `Endereço de exportação de ${room.name}` })).not.toHaveValue(exportUrl);
  const renewed = await section.getByRole('textbox', { name: `Endereço de exportação de ${room.name}` }).inputValue();
  expect((await request.get(exportUrl)).status()).toBe(404);
  expect(await (await request.get(renewed)).text()).toContain(`UID:${reservation.id}@ical.hotel-agua-boa`);

  // A feed that fails shows why; the other feed keeps its nights.
  const broken = `Booking.com ${RUN % 10_000}`;
  await section.getByLabel('Canal (ex.: Booking.com, Airbnb)').fill(broken);
  await section.getByLabel('Endereço do calendário (.ics)').fill(feedUrl.replace('airbnb.ics', 'quebrado.ics'));
  await section.getByRole('button', { name: 'Adicionar calendário', exact: true }).click();
  const brokenFeed = section.locator(`li[data-feed="${broken}"]`);
  await expect(brokenFeed.getByTestId('last-error')).toContainText('O endereço respondeu com o código HTTP 404.', { timeout: 20_000 });
  await expect(brokenFeed.getByTestId('last-sync')).toHaveText('nunca');
  await expect(brokenFeed.getByTestId('blocks')).toHaveText('nenhuma');
  await section.getByRole('button', { name: `Sincronizar agora os calendários de ${room.name}` }).click();
  await expect(page.getByText('1 calendário sincronizado; 1 falhou').first()).toBeVisible({ timeout: 20_000 });
  expect(await available(request, room.id, night(0), night(2))).toBe(before - 1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  page.once('dialog', (dialog) => void dialog.accept());
  await brokenFeed.getByRole('button', { name: `Remover o calendário ${broken} de ${room.name}` }).click();
  await expect(brokenFeed).toHaveCount(0, { timeout: 15_000 });

  // The scheduled sync (vercel.json's cron, CRON_SECRET of scripts/e2e-server.mjs) fetches it too.
  expect((await request.get('/api/cron/sync-calendars', { headers: { Authorization: 'Bearer errado' } })).status()).toBe(401);
  const beforeCron = served;
  const cron = await request.get('/api/cron/sync-calendars', { headers: { Authorization: 'Bearer e2e-cron-secret' } });
  expect(cron.status()).toBe(200);
  expect(((await cron.json()) as { synced: number }).synced).toBeGreaterThanOrEqual(1);
  expect(served).toBeGreaterThan(beforeCron);

  // Removing the feed gives the nights back.
  page.once('dialog', (dialog) => void dialog.accept());
  await feed.getByRole('button', { name: `Remover o calendário ${LABEL} de ${room.name}` }).click();
  await expect(page.getByText('Calendário removido').first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => available(request, room.id, night(0), night(2)), { timeout: 10_000 }).toBe(before);
});
