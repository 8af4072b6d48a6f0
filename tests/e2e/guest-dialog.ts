import { expect, type Locator, type Page } from '@playwright/test';
import { RESERVATION_LABELS } from '../../lib/reservation-schema';

// The public reservation dialog, driven as a guest: shared by the reservation and admin desk specs.

export interface Guest {
  checkIn: string;
  checkOut: string;
  email: string;
}

/** Each test is its own client for the server's per-address rate limit. */
export async function asOwnClient(page: Page, name: string, run: number) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-reservation-${name}-${run}` });
}

export function reservationDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Fazer Reserva' });
}

/**
 * Clicks `opener` until the dialog shows: a click before hydration does nothing, and the cards'
 * carousel may replace its slides when it first comes into view.
 */
export async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  const anyDialog = page.getByRole('dialog');
  await expect(async () => {
    if (!(await anyDialog.isVisible())) await opener.click({ timeout: 2_000 });
    await expect(anyDialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  const dialog = reservationDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Records every state of the submit button, so that short-lived ones can be checked afterwards. */
export async function recordSubmitStates(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Finalizar Reserva' }).evaluate((button) => {
    const states: string[] = [];
    (window as unknown as { submitStates: string[] }).submitStates = states;
    new MutationObserver(() => states.push(`${button.textContent}|${(button as HTMLButtonElement).disabled}`)).observe(button, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () => dialog.page().evaluate(() => (window as unknown as { submitStates: string[] }).submitStates);
}

/** The field named `name`, found by its visible label (required fields' labels are exactly the schema's). */
export function field(dialog: Locator, name: keyof typeof RESERVATION_LABELS): Locator {
  return dialog.getByLabel(RESERVATION_LABELS[name], { exact: true });
}

export async function fillValidForm(dialog: Locator, guest: Guest) {
  await field(dialog, 'checkIn').fill(guest.checkIn);
  await field(dialog, 'checkOut').fill(guest.checkOut);
  await field(dialog, 'fullName').fill('Maria Teste da Silva');
  await field(dialog, 'email').fill(guest.email);
  await field(dialog, 'phone').fill('66999887766');
  await field(dialog, 'cpf').fill('52998224725');
  await field(dialog, 'birthDate').fill('15031985');
  await field(dialog, 'address').fill('Rua das Flores, 123');
  await field(dialog, 'city').fill('Água Boa');
  await field(dialog, 'state').selectOption('MT');
  await dialog.getByLabel('CEP').fill('78635000');
  await field(dialog, 'password').fill('senha-segura-123');
  await field(dialog, 'confirmPassword').fill('senha-segura-123');
}

export async function submitAndExpectSuccess(page: Page, dialog: Locator, email: string) {
  const submitStates = await recordSubmitStates(dialog);
  await dialog.getByRole('button', { name: 'Finalizar Reserva' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Reserva realizada com sucesso!' });
  // The request signs up (a password hash) and writes the reservation, its notification and e-mails.
  // One assertion: the toast lasts 5 s and a slow (development) server takes most of that.
  await expect(toast).toContainText(email, { timeout: 30_000 });
  // Closes by itself a second after the success.
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  // The button read 'Processando...' then 'Enviado!', disabled in both.
  expect(await submitStates()).toEqual(expect.arrayContaining(['Processando...|true', 'Enviado!|true']));
}
