import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';
import { addDays, formatDateBr, todayIn } from '../../lib/dates';
import { signInAsStaff } from './staff';
import { waitForHydration } from './admin-content';
import { asOwnClient, fillValidForm, openDialog } from './guest-dialog';

// Staff edit what guests book and read: a new room type (photo, price) on the home cards and in the
// dialog, a price change that only new bookings pay, two tabs saving one room, the services' order.

const RUN = Date.now();
const ROOM = `Suíte E2E ${RUN}`;
// Stays of this run only (other specs use days 60–409 and later).
const OFFSET = 30 + (Math.floor(RUN / 1000) % 25);
const stay = (slot: number) => {
  const checkIn = addDays(todayIn('America/Cuiaba'), OFFSET + slot * 3);
  return { checkIn, checkOut: addDays(checkIn, 2) };
};

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const roomCard = (page: Page) => page.getByTestId('admin-room').filter({ has: page.getByRole('heading', { name: ROOM, exact: true }) });

/** Picks the first image of the library in the 'Selecionar Imagem' dialog opened by `opener`. */
async function pickFirstImage(page: Page, opener: Locator): Promise<string> {
  await opener.click();
  const picker = page.getByRole('dialog', { name: 'Selecionar Imagem' });
  const first = picker.getByRole('list', { name: 'Imagens' }).getByRole('button').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(picker).toBeHidden();
  return name;
}

/** Opens the room's edit form on an admin page. */
async function editRoom(page: Page) {
  await page.goto('/admin/apartamentos');
  await waitForHydration(page);
  await roomCard(page).getByRole('button', { name: `Editar ${ROOM}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Editar ${ROOM}` })).toBeVisible();
}

/** A guest books ROOM from 'Reserve Agora' at `price` per night; returns the e-mail used. */
async function guestBooks(page: Page, slot: number, price: string): Promise<string> {
  const context = await page.context().browser()!.newContext({ locale: 'pt-BR', timezoneId: 'America/Cuiaba', serviceWorkers: 'block' });
  const guest = await context.newPage();
  try {
    await asOwnClient(guest, `rooms-${slot}`, RUN);
    await guest.goto('/');
    // The home cards show the room at its price.
    const card = guest.getByTestId('apartment-card').filter({ has: guest.getByRole('heading', { level: 3, name: ROOM, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(price);
    const dialog = await openDialog(guest, guest.getByRole('button', { name: 'Reserve Agora' }).filter({ visible: true }).first());
    const room = dialog.getByTestId('reservation-room').filter({ has: guest.getByRole('heading', { name: ROOM, exact: true }) });
    await expect(room.getByTestId('reservation-room-price')).toHaveText(`${price} por noite`);
    await room.getByRole('button', { name: 'Selecionar' }).click();
    const email = `quarto.${slot}.${RUN}@example.com`;
    await fillValidForm(dialog, { ...stay(slot), email });
    await dialog.getByRole('button', { name: 'Finalizar Reserva' }).click();
    // The dialog closes by itself after a success (the reservation's row at the desk is checked later).
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    return email;
  } finally {
    await context.close();
  }
}

/** Cancels the reservation of `email` at the desk. */
async function cancelReservation(page: Page, email: string) {
  await page.goto(`/admin/reservas?q=${encodeURIComponent(email)}`);
  await page.getByTestId('reservation-row').getByRole('link', { name: 'Maria Teste da Silva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva de Maria Teste da Silva' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Motivo do cancelamento').fill('Teste de ponta a ponta');
  await page.getByRole('button', { name: 'Cancelar reserva' }).click();
  await expect(page.getByRole('main').getByText('Cancelada', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
}

test('a new room type with a photo is booked at its price; a new price applies to new bookings only; two tabs: the second save is refused', async ({ page }) => {
  // Two guest bookings (each signs a guest up) and the desk's cancellations: slow on a busy machine.
  test.setTimeout(240_000);
  await signInAsStaff(page, '/admin/apartamentos');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Apartamentos' })).toBeVisible();

  await page.getByLabel('Nome', { exact: true }).fill(ROOM);
  await page.getByLabel('Categoria').selectOption('premium');
  await page.getByLabel('Preço por noite (R$)').fill('275');
  await page.getByLabel('Número de apartamentos').fill('2');
  await page.getByLabel('Comodidades', { exact: true }).fill('Wi-Fi\nFrigobar');
  const photo = await pickFirstImage(page, page.getByRole('button', { name: 'Selecionar Imagem: Imagem destacada' }));
  // The gallery: one image, then the same again, a success that changes nothing.
  await pickFirstImage(page, page.getByRole('button', { name: 'Selecionar Imagem: Adicionar à galeria' }));
  await pickFirstImage(page, page.getByRole('button', { name: 'Selecionar Imagem: Adicionar à galeria' }));
  await expect(page.getByText(`${photo} já está na galeria.`)).toBeVisible();
  await expect(page.getByTestId('gallery-item')).toHaveCount(1);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(roomCard(page)).toContainText('R$ 275 por noite', { timeout: 30_000 });
  await expect(roomCard(page).getByRole('img')).toBeVisible();
  await expectAxeClean(page);

  const first = await guestBooks(page, 0, 'R$ 275');

  // Two tabs edit the room: the other one saves a new price first.
  await editRoom(page);
  const other = await page.context().newPage();
  await editRoom(other);
  await other.getByLabel('Preço por noite (R$)').fill('300');
  await other.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(roomCard(other)).toContainText('R$ 300 por noite', { timeout: 30_000 });
  await other.close();
  await page.getByLabel('Descrição', { exact: true }).fill('Uma descrição que não deve ser gravada');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Outra pessoa salvou este apartamento' })).toBeVisible({ timeout: 15_000 });
  // Their version is shown, never overwritten.
  await expect(page.getByLabel('Preço por noite (R$)')).toHaveValue('300');
  await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue('');

  const second = await guestBooks(page, 1, 'R$ 300');
  await page.goto(`/admin/reservas?q=${encodeURIComponent(`.${RUN}@example.com`)}`);
  await expect(page.getByTestId('reservation-row').filter({ hasText: first })).toContainText('R$ 550,00');
  await expect(page.getByTestId('reservation-row').filter({ hasText: second })).toContainText('R$ 600,00');

  // Deactivation is refused while the bookings hold apartments, naming their dates; allowed once they are cancelled.
  await page.goto('/admin/apartamentos');
  await waitForHydration(page);
  page.once('dialog', (d) => void d.accept());
  await roomCard(page).getByRole('button', { name: `Desativar ${ROOM}` }).click();
  const refusal = page.getByRole('alert').filter({ hasText: `Não é possível desativar ${ROOM}` });
  await expect(refusal).toContainText(`${formatDateBr(stay(0).checkIn)} a ${formatDateBr(stay(0).checkOut)}`, { timeout: 30_000 });
  await expect(refusal).toContainText(`${formatDateBr(stay(1).checkIn)} a ${formatDateBr(stay(1).checkOut)}`);
  for (const email of [first, second]) await cancelReservation(page, email);
  await page.goto('/admin/apartamentos');
  await waitForHydration(page);
  page.once('dialog', (d) => void d.accept());
  await roomCard(page).getByRole('button', { name: `Desativar ${ROOM}` }).click();
  await expect(roomCard(page)).toHaveCount(0, { timeout: 30_000 });
});

test('services reordered by staff show in that order on the home page; axe clean', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, '/admin/servicos');
  await waitForHydration(page);
  const headings = page.getByTestId('admin-service').getByRole('heading', { level: 3 });
  const titles = await headings.allTextContents();
  expect(titles.length).toBeGreaterThan(2);
  const move = async (title: string, direction: 'cima' | 'baixo') => {
    await page.getByRole('button', { name: `Mover ${title} para ${direction}` }).click();
  };

  await move(titles[1]!, 'cima');
  const reordered = [titles[1]!, titles[0]!, ...titles.slice(2)];
  await expect(headings).toHaveText(reordered, { timeout: 30_000 });
  await expectAxeClean(page);
  const home = await page.context().newPage();
  await home.goto('/');
  expect(await home.locator('#servicos ol > li h3').allTextContents()).toEqual(reordered);
  await home.close();

  // Back to the seeded order for the other specs.
  await move(titles[1]!, 'baixo');
  await expect(headings).toHaveText(titles, { timeout: 30_000 });
});
