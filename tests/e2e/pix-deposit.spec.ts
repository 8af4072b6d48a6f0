import AxeBuilder from '@axe-core/playwright';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect as baseExpect, test, type Locator, type Page } from './fixtures';
import { addDays, todayIn } from '../../lib/dates';
import { parseEmv } from '../../lib/pix-br-code';
import { contentSection, waitForHydration } from './admin-content';
import { field, fillValidForm, openDialog } from './guest-dialog';
import { mailAvailable, waitForMail } from './mail';
import { signInAsStaff } from './staff';

// The PIX deposit on the 24 h hold and WhatsApp from the desk (issue 18): staff turn PIX on, a guest
// books and sees the QR code and the copia e cola (success screen, e-mail, /painel), staff mark the
// deposit received and confirm, and the reservation page's WhatsApp link says so.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const RUN = Date.now();
const TODAY = todayIn('America/Cuiaba');
// Far stays of this spec only (reservation 60–409, painel 420–509, desk 520–700 days ahead).
const CHECK_IN = addDays(TODAY, 705 + (Math.floor(RUN / 1000) % 8) * 3);
const CHECK_OUT = addDays(CHECK_IN, 2);
const GUEST = `Pix Hóspede ${RUN}`;
const EMAIL = `pix-${RUN}@example.com`;
const KEY = 'reservas@hotelaguaboa.com.br';

const money = (value: number) => `R$\u00a0${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Turns PIX on (50 % of the stay) or off in /admin/conteudo. */
async function setPix(page: Page, on: boolean) {
  await signInAsStaff(page, '/admin/conteudo');
  await waitForHydration(page);
  const section = contentSection(page, 'PIX: sinal da reserva');
  const toggle = section.getByRole('switch', { name: /Pedir sinal por PIX/ });
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
  if (on) {
    await section.getByLabel('Chave PIX').fill(KEY);
    await section.getByLabel('Nome do recebedor').fill('Hotel Água Boa');
    await section.getByLabel('Cidade do recebedor').fill('Água Boa');
    await section.getByLabel('Porcentagem da estadia').check();
    await section.getByLabel('Porcentagem (%)').fill('50');
  }
  await section.getByRole('button', { name: 'Salvar PIX' }).click();
  await expect(toast(page, 'Configurações do PIX salvas').first()).toBeVisible();
}

/** The QR code drawn in the page, read back with jsQR from a screenshot. */
async function decodeQr(qr: Locator): Promise<string | undefined> {
  const { data, info } = await sharp(await qr.screenshot()).resize(600).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** The BR Code of a PIX block: the copia e cola, well-formed, its CRC right, for `amount`, and the QR code says the same. */
async function expectCharge(block: Locator, amount: number): Promise<string> {
  await expect(block.getByTestId('pix-amount')).toHaveText(money(amount));
  const payload = await block.getByLabel('PIX copia e cola').inputValue();
  const fields = parseEmv(payload);
  expect(fields, 'a BR Code with a right CRC').not.toBeNull();
  expect(fields!.find((f) => f.id === '26')?.value).toBe(`0014br.gov.bcb.pix01${String(KEY.length).padStart(2, '0')}${KEY}`);
  expect(fields!.find((f) => f.id === '54')?.value).toBe(amount.toFixed(2));
  expect(fields!.find((f) => f.id === '59')?.value).toBe('Hotel Agua Boa');
  expect(await decodeQr(block.getByTestId('pix-qr'))).toBe(payload);
  return payload;
}

test.afterAll(async ({ browser, baseURL }) => {
  // The next specs of this worker's server book without PIX.
  const page = await browser.newPage({ baseURL });
  await setPix(page, false);
  await page.close();
});

test('staff turn PIX on; a guest books and pays by the QR code; staff mark the deposit received, confirm, and message the guest on WhatsApp', async ({ page, browser, baseURL }) => {
  // Staff: the settings refuse a bad key in Portuguese, then PIX goes on; the screen passes axe.
  await signInAsStaff(page, '/admin/conteudo');
  await waitForHydration(page);
  const section = contentSection(page, 'PIX: sinal da reserva');
  const toggle = section.getByRole('switch', { name: /Pedir sinal por PIX/ });
  if (!(await toggle.isChecked())) await toggle.click();
  await section.getByLabel('Chave PIX').fill('66999887766');
  await section.getByRole('button', { name: 'Salvar PIX' }).click();
  await expect(section.getByText('Chave PIX inválida: use um e-mail, um CPF ou CNPJ válido, um celular com +55 e DDD, ou uma chave aleatória.')).toBeVisible();
  await expect(section.getByLabel('Chave PIX')).toHaveAttribute('aria-invalid', 'true');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await setPix(page, true);

  // The guest, in a browser of their own, books the first apartment for 2 nights: the deposit is 50 % = one night.
  const guestContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `e2e-pix-${RUN}` } });
  await guestContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const guest = await guestContext.newPage();
  const rooms = (await (await guest.request.get('/api/rooms')).json()) as { name: string; basePrice: number }[];
  await guest.goto('/');
  const carousel = guest.getByTestId('cards-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const card = guest.locator('#apartamentos').getByTestId('apartment-card').first();
  const roomName = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  const deposit = rooms.find((r) => r.name === roomName)!.basePrice;
  const dialog = await openDialog(guest, card.getByRole('button', { name: 'Reservar' }));
  await fillValidForm(dialog, { checkIn: CHECK_IN, checkOut: CHECK_OUT, email: EMAIL });
  await field(dialog, 'fullName').fill(GUEST);
  await dialog.getByRole('button', { name: 'Finalizar Reserva' }).click();

  // The success screen: the dialog stays open on the deposit, its QR code and copia e cola.
  const step = dialog.getByTestId('reservation-pix-step');
  await expect(step).toBeVisible({ timeout: 30_000 });
  await expect(step.getByRole('heading', { name: 'Pague o sinal por PIX' })).toBeFocused();
  await expect(step).toContainText(`pague o sinal de ${money(deposit)} por PIX dentro de 24 h`);
  const payload = await expectCharge(step.getByTestId('pix-payment'), deposit);
  await step.getByRole('button', { name: 'Copiar código' }).click();
  await expect(step.getByText('Código copiado')).toBeVisible();
  expect(await guest.evaluate(() => navigator.clipboard.readText())).toBe(payload);
  await step.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  // The e-mail carries the same copia e cola.
  if (mailAvailable) expect(await waitForMail(EMAIL, /PIX copia e cola:\r?\n(000201[^\r\n]+)/)).toBe(payload);

  // /painel shows it too, drawn inline: the QR code still reads with the network gone.
  await guest.goto('/painel');
  const panelPix = guest.getByTestId('panel-reservation').first().getByTestId('pix-payment');
  await expect(panelPix).toBeVisible();
  await expect(panelPix.locator('img')).toHaveCount(0);
  await guestContext.setOffline(true);
  expect(await expectCharge(panelPix, deposit)).toBe(payload);
  await guestContext.setOffline(false);

  // Staff: the dashboard shows the hold with its deposit pending.
  await page.goto('/admin');
  const pending = page.getByTestId('dashboard-pending').getByRole('listitem').filter({ hasText: GUEST });
  await expect(pending.getByTestId('dashboard-deposit')).toHaveText(`Sinal PIX pendente: ${money(deposit)}`);
  await pending.getByRole('link', { name: GUEST }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reserva de ${GUEST}` })).toBeVisible();
  const id = page.url().split('/').pop()!;
  const whatsapp = page.getByTestId('whatsapp-link');
  const link = async () => new URL((await whatsapp.getAttribute('href'))!);

  // The WhatsApp link: the guest's masked phone in international form, the pending text with the deposit due.
  const pendingLink = await link();
  expect(pendingLink.origin + pendingLink.pathname).toBe('https://wa.me/5566999887766');
  expect(pendingLink.searchParams.get('text')).toContain('Olá, Pix! Aqui é do Hotel Água Boa. Recebemos seu pedido de reserva');
  expect(pendingLink.searchParams.get('text')).toContain(`faça o PIX do sinal de ${money(deposit)}`);
  const deposit$ = page.getByTestId('reservation-deposit');
  await expect(deposit$).toContainText(money(deposit));
  await expect(deposit$).toContainText(id.replace(/-/g, '').slice(0, 25));
  await expect(deposit$.getByTestId('deposit-status')).toHaveText('Aguardando pagamento');
  const axeDetail = await new AxeBuilder({ page }).analyze();
  expect(axeDetail.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Mark received, then confirm.
  await deposit$.getByRole('button', { name: 'Marcar sinal como recebido' }).click();
  await expect(toast(page, 'Sinal marcado como recebido').first()).toBeVisible();
  await expect(deposit$.getByTestId('deposit-status')).toHaveText(/^Recebido em /);
  await expect(deposit$.getByRole('button', { name: 'Marcar sinal como recebido' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Reserva confirmada').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
  await expect
    .poll(async () => (await link()).searchParams.get('text'))
    .toContain(`Sua reserva está confirmada: ${roomName}, de ${CHECK_IN.split('-').reverse().join('/')} a ${CHECK_OUT.split('-').reverse().join('/')}. Recebemos o PIX do sinal de ${money(deposit)}, obrigado!`);

  // The guest's panel: confirmed, no code to pay any more.
  await guest.goto('/painel');
  const reservation = guest.getByTestId('panel-reservation').first();
  await expect(reservation.getByTestId('panel-reservation-status')).toHaveText('Situação: Confirmada');
  await expect(reservation.getByTestId('pix-payment')).toHaveCount(0);
  await expect(reservation).toContainText('Sinal PIX recebido pelo hotel.');
  await guestContext.close();
});
