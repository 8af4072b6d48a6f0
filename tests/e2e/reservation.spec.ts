import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { addDays, todayIn } from '../../lib/dates';
import { RESERVATION_LABELS, requiredMessage } from '../../lib/reservation-schema';
import { mailAvailable, waitForMail } from './mail';
import { signInAsStaff } from './staff';
import { setShowPrices } from './admin-content';
import { asOwnClient as ownClient, field, fillValidForm, openDialog, submitAndExpectSuccess } from './guest-dialog';
import { request as bookingRequest } from '../helpers/reservation-request';

// Every run books its own far-future dates and e-mails, so that runs against one database (and the
// tests of one run) never collide on the duplicate window nor fill a room type's apartments.
const RUN = Date.now();
// Stays of this run only, within the 2 years a check-in may lie ahead (days 60–409; painel and admin-desk use later days).
const RUN_OFFSET_DAYS = 60 + (Math.floor(RUN / 1000) % 300);
const TODAY = todayIn('America/Cuiaba');

function stay(slot: number, nights = 3) {
  const checkIn = addDays(TODAY, RUN_OFFSET_DAYS + slot * 10);
  return { checkIn, checkOut: addDays(checkIn, nights), nights };
}

/** Each test is its own client for the server's per-address rate limit. */
const asOwnClient = (page: Page, name: string) => ownClient(page, name, RUN);

const REQUIRED_FIELDS = [
  'checkIn',
  'checkOut',
  'fullName',
  'email',
  'phone',
  'cpf',
  'birthDate',
  'address',
  'city',
  'state',
  'password',
  'confirmPassword',
] as const;

test('a guest books from a card: form with summary, masks, availability, success toast, dialog closes', async ({ page }) => {
  await asOwnClient(page, 'card');
  await page.goto('/');
  // The carousel replaces its server-rendered slides when it starts: book from the started one.
  const carousel = page.getByTestId('cards-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const card = page.locator('#apartamentos').getByTestId('apartment-card').first();
  const roomName = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  const opener = card.getByRole('button', { name: 'Reservar' });
  const dialog = await openDialog(page, opener);
  await expect(dialog.getByRole('heading', { name: 'Complete sua reserva' })).toBeVisible();
  await expect(dialog.getByTestId('summary-room')).toHaveText(roomName);

  const { checkIn, checkOut, nights } = stay(1);
  const email = `hospede.card.${RUN}@example.com`;
  await expect(field(dialog, 'checkIn')).toHaveAttribute('min', TODAY);
  await fillValidForm(dialog, { checkIn, checkOut, email });

  // The exact field names, the masks and the live digit counter.
  for (const name of REQUIRED_FIELDS) await expect(field(dialog, name)).toHaveAttribute('name', name);
  await expect(field(dialog, 'checkOut')).toHaveAttribute('min', checkIn);
  await expect(field(dialog, 'phone')).toHaveValue('(66) 99988-7766');
  await expect(dialog.getByTestId('phone-digits')).toHaveText('11/11 dígitos');
  await expect(field(dialog, 'cpf')).toHaveValue('529.982.247-25');
  await expect(field(dialog, 'birthDate')).toHaveValue('15/03/1985');
  await expect(dialog.getByLabel('CEP')).toHaveValue('78635-000');

  // Summary: nights and a total with two decimals; what is free for these dates.
  await expect(dialog.getByTestId('summary-nights')).toHaveText(`${nights} noites`);
  await expect(dialog.getByTestId('summary-total')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  await expect(dialog.getByTestId('reservation-availability')).toHaveText(/^\d+ disponíve(l|is) para estas datas$/);

  await submitAndExpectSuccess(page, dialog, email);
  // Focus goes back to the button that opened the dialog.
  await expect(opener).toBeFocused();
  // The guest's acknowledgement went out through the outbox.
  if (mailAvailable) await waitForMail(email, /Maria Teste da Silva|reserva/i);
});

test("a guest books from 'Reserve Agora': room list with whole-real prices, 'Trocar Apartamento', success", async ({ page }) => {
  await asOwnClient(page, 'hero');
  await page.goto('/');
  const dialog = await openDialog(page, page.getByRole('button', { name: 'Reserve Agora' }).filter({ visible: true }).first());
  await expect(dialog.getByRole('heading', { name: 'Escolha seu apartamento' })).toBeVisible();
  const rooms = dialog.getByTestId('reservation-room');
  expect(await rooms.count()).toBeGreaterThan(1);
  // Prices are shown by default, per night, in whole reais.
  const prices = await dialog.getByTestId('reservation-room-price').allTextContents();
  expect(prices.length).toBe(await rooms.count());
  for (const price of prices) expect(price).toMatch(/^R\$\s\d{1,3}(\.\d{3})* por noite$/);

  const first = (await rooms.nth(0).getByRole('heading').textContent())!.trim();
  const second = (await rooms.nth(1).getByRole('heading').textContent())!.trim();
  await rooms.nth(0).getByRole('button', { name: 'Selecionar' }).click();
  await expect(dialog.getByTestId('summary-room')).toHaveText(first);

  // 'Trocar Apartamento' returns to the list; what was typed stays.
  await field(dialog, 'fullName').fill('Maria Teste da Silva');
  await dialog.getByRole('button', { name: 'Trocar Apartamento' }).click();
  await expect(dialog.getByRole('heading', { name: 'Escolha seu apartamento' })).toBeVisible();
  await expect(field(dialog, 'fullName')).toBeHidden();
  await rooms.nth(1).getByRole('button', { name: 'Selecionar' }).click();
  await expect(dialog.getByTestId('summary-room')).toHaveText(second);
  await expect(field(dialog, 'fullName')).toHaveValue('Maria Teste da Silva');

  const { checkIn, checkOut } = stay(2);
  const email = `hospede.hero.${RUN}@example.com`;
  await fillValidForm(dialog, { checkIn, checkOut, email });
  await submitAndExpectSuccess(page, dialog, email);
});

test('every validation message shows on bad input, the first invalid field is focused, editing clears an error', async ({ page }) => {
  await asOwnClient(page, 'validation');
  await page.goto('/');
  const dialog = await openDialog(page, page.locator('#apartamentos').getByTestId('apartment-card').first().getByRole('button', { name: 'Reservar' }));
  const submit = dialog.getByRole('button', { name: 'Finalizar Reserva' });

  // Empty: every required field says so, the toast names the first error, which gets the focus.
  await submit.click();
  for (const name of REQUIRED_FIELDS) await expect(field(dialog, name)).toHaveAccessibleDescription(new RegExp(`${requiredMessage(RESERVATION_LABELS[name])}$`));
  const toast = page.getByRole('status').filter({ hasText: 'Verifique os dados' });
  await expect(toast).toContainText(requiredMessage(RESERVATION_LABELS.checkIn));
  await expect(field(dialog, 'checkIn')).toBeFocused();

  // Bad values.
  const { checkIn } = stay(3);
  await field(dialog, 'checkIn').fill(checkIn);
  await field(dialog, 'checkOut').fill(addDays(checkIn, -2));
  await field(dialog, 'fullName').fill('Maria Teste');
  await field(dialog, 'email').fill('maria-sem-arroba');
  await field(dialog, 'phone').fill('669998');
  await expect(dialog.getByTestId('phone-digits')).toHaveText('6/11 dígitos');
  await field(dialog, 'cpf').fill('12345678900');
  await field(dialog, 'birthDate').fill('31021990');
  await field(dialog, 'address').fill('Rua A, 1');
  await field(dialog, 'city').fill('Água Boa');
  await field(dialog, 'state').selectOption('MT');
  await field(dialog, 'password').fill('curta');
  await field(dialog, 'confirmPassword').fill('outra');
  await submit.click();

  const messages = {
    checkOut: 'O check-out deve ser posterior ao check-in.',
    email: 'Email inválido.',
    phone: 'O telefone deve ter pelo menos 10 dígitos.',
    cpf: 'CPF inválido.',
    birthDate: 'Data de nascimento inválida. Use dd/mm/aaaa.',
    password: 'Senha muito curta (mínimo 8).',
    confirmPassword: 'As senhas devem ser iguais.',
  } as const;
  for (const [name, message] of Object.entries(messages)) {
    await expect(field(dialog, name as keyof typeof messages)).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.()]/g, '\\$&')}$`));
    await expect(dialog.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Verifique os dados' })).toContainText('O check-out deve ser posterior ao check-in.');
  await expect(field(dialog, 'checkOut')).toBeFocused();
  await expect(field(dialog, 'checkOut')).toHaveAttribute('aria-invalid', 'true');

  // Editing a field clears its own error only.
  await field(dialog, 'email').fill('maria@');
  await expect(field(dialog, 'email')).toHaveAccessibleDescription('');
  await expect(field(dialog, 'email')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field(dialog, 'cpf')).toHaveAccessibleDescription(messages.cpf);

  // 'Cancelar' closes the dialog.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

test("the same request again shows 'Reserva já existe'", async ({ page }) => {
  await asOwnClient(page, 'duplicate');
  await page.goto('/');
  const reserve = page.locator('#apartamentos').getByTestId('apartment-card').first().getByRole('button', { name: 'Reservar' });
  const guest = { ...stay(4), email: `hospede.duplicado.${RUN}@example.com` };

  let dialog = await openDialog(page, reserve);
  await fillValidForm(dialog, guest);
  await submitAndExpectSuccess(page, dialog, guest.email);

  // Reopening starts afresh (no dates). The booking signed the guest up: the form now starts from the
  // profile and asks no password.
  dialog = await openDialog(page, reserve);
  await expect(field(dialog, 'checkIn')).toHaveValue('');
  await expect(field(dialog, 'fullName')).toHaveValue('Maria Teste da Silva');
  await expect(field(dialog, 'email')).toHaveValue(guest.email);
  await expect(field(dialog, 'password')).toHaveCount(0);
  await field(dialog, 'checkIn').fill(guest.checkIn);
  await field(dialog, 'checkOut').fill(guest.checkOut);
  await dialog.getByRole('button', { name: 'Finalizar Reserva' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Reserva já existe' });
  await expect(toast).toContainText('Uma reserva idêntica foi criada recentemente.', { timeout: 30_000 });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Finalizar Reserva' })).toBeEnabled();
});

test('the dialog is usable on a 360 px wide phone @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const dialog = await openDialog(page, page.getByRole('button', { name: 'Reserve Agora' }).filter({ visible: true }).first());
  await dialog.getByRole('button', { name: 'Selecionar' }).first().click();
  await expect(dialog.getByRole('heading', { name: 'Complete sua reserva' })).toBeVisible();
  // Nothing wider than the screen, and the buttons are big enough to touch.
  const overflow = await dialog.evaluate((panel) => [...panel.querySelectorAll('*')].some((el) => el.getBoundingClientRect().right > window.innerWidth + 1));
  expect(overflow).toBe(false);
  for (const name of ['Cancelar', 'Finalizar Reserva']) {
    const box = await dialog.getByRole('button', { name, exact: true }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  await dialog.getByRole('button', { name: 'Finalizar Reserva' }).click();
  await expect(field(dialog, 'checkIn')).toBeFocused();
  await expect(field(dialog, 'checkIn')).toBeInViewport();
});

test('prices are hidden everywhere when reservation-settings.show_prices is false', async ({ page }) => {
  // A global setting of the shared server: switched back on in `finally` so that later tests keep prices.
  await signInAsStaff(page, '/admin/conteudo');
  try {
    await setShowPrices(page, false);
    await page.goto('/');
    const dialog = await openDialog(page, page.getByRole('button', { name: 'Reserve Agora' }).filter({ visible: true }).first());
    await expect(dialog.getByTestId('reservation-room').first()).toBeVisible();
    await expect(dialog.getByTestId('reservation-room-price')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Selecionar' }).first().click();
    await expect(dialog.getByText(/R\$/)).toHaveCount(0);
  } finally {
    await setShowPrices(page, true);
  }
  await page.goto('/');
  const dialog = await openDialog(page, page.getByRole('button', { name: 'Reserve Agora' }).filter({ visible: true }).first());
  await expect(dialog.getByTestId('reservation-room-price').first()).toBeVisible();
});

test("the room list is asked when the dialog opens; when it cannot be loaded, 'Erro ao carregar apartamentos'", async ({ page }) => {
  let asked = 0;
  await page.route('**/api/rooms', (route) => {
    asked++;
    return route.fulfill({ status: 503, body: '' });
  });
  await page.goto('/');
  // Not part of the page: only opening the dialog asks for it.
  await page.waitForLoadState('networkidle');
  expect(asked).toBe(0);
  const dialog = await openDialog(page, page.locator('#apartamentos').getByTestId('apartment-card').first().getByRole('button', { name: 'Reservar' }));
  expect(asked).toBeGreaterThan(0);
  // Opened from a card, but without the list it cannot go to the form: step 1 says what happened.
  await expect(dialog.getByRole('alert')).toHaveText('Não foi possível carregar a lista de apartamentos. Tente novamente.');
  await expect(page.getByRole('status').filter({ hasText: 'Erro ao carregar apartamentos' })).toBeVisible();
  await expect(dialog.getByTestId('reservation-room')).toHaveCount(0);
});

test('a room type sold out for the dates: said by the dates, the request blocked, another apartment offered', async ({ page, playwright, baseURL }) => {
  await asOwnClient(page, 'sold-out');
  // The type with the fewest apartments, all of them booked for one night of this run (each booking its own client).
  const api = await playwright.request.newContext({ baseURL });
  const rooms = (await (await api.get('/api/rooms')).json()) as { id: string; name: string; availableCount: number }[];
  const room = rooms.filter((r) => r.availableCount > 0).sort((a, b) => a.availableCount - b.availableCount)[0]!;
  const { checkIn, checkOut } = stay(5, 1);
  for (let i = 0; i < room.availableCount; i++) {
    const booked = await api.post('/api/reservations', {
      data: bookingRequest(room.id, { checkIn, checkOut }),
      headers: { 'x-forwarded-for': `e2e-reservation-sold-out-${RUN}-${i}` },
    });
    expect(booked.status()).toBe(201);
  }
  await api.dispose();

  await page.goto('/');
  const dialog = await openDialog(page, page.getByRole('button', { name: 'Reserve Agora' }).filter({ visible: true }).first());
  const roomCard = (name: string) => dialog.getByTestId('reservation-room').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await roomCard(room.name).getByRole('button', { name: 'Selecionar' }).click();
  await field(dialog, 'checkIn').fill(checkIn);
  await field(dialog, 'checkOut').fill(checkOut);

  const notice = dialog.getByTestId('reservation-availability');
  await expect(notice).toContainText('Indisponível para estas datas');
  await expect(notice).toContainText('Escolha outras datas ou outro apartamento');
  const submit = dialog.getByRole('button', { name: 'Finalizar Reserva' });
  await expect(submit).toBeDisabled();
  // The button says why it is disabled.
  await expect(submit).toHaveAccessibleDescription(/Indisponível para estas datas/);
  // WCAG A and AA (the dialog's header and footer also trip axe's best-practice landmark rules, as before).
  const { violations } = await new AxeBuilder({ page }).include('[role=dialog]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // 'Trocar Apartamento' beside the notice: the list shows what is free for these dates.
  await notice.getByRole('button', { name: 'Trocar Apartamento' }).click();
  await expect(dialog.getByRole('heading', { name: 'Escolha seu apartamento' })).toBeVisible();
  await expect(roomCard(room.name).getByRole('button', { name: 'Indisponível para estas datas' })).toBeDisabled();
  const other = rooms.find((r) => r.id !== room.id && r.availableCount > 0)!;
  await roomCard(other.name).getByRole('button', { name: 'Selecionar' }).click();
  await expect(dialog.getByTestId('summary-room')).toHaveText(other.name);
  await expect(notice).toHaveText(/^\d+ disponíve(l|is) para estas datas$/);
  await expect(submit).toBeEnabled();
});
