import { expect, test } from './fixtures';
import { mailAvailable, waitForMail } from './mail';

const RUN = Date.now();

test('the contact form validates, sends, says so and clears; the hotel gets the e-mail', async ({ page }) => {
  // Its own client for the server's per-address rate limit.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-contact-${RUN}` });
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Envie uma mensagem' });
  await form.scrollIntoViewIfNeeded();
  const submit = form.getByRole('button', { name: 'Enviar Mensagem' });
  const fields = {
    name: form.getByLabel('Nome', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    phone: form.getByLabel('Telefone', { exact: true }),
    message: form.getByLabel('Mensagem', { exact: true }),
  };
  for (const [name, input] of Object.entries(fields)) await expect(input).toHaveAttribute('name', name);
  await expect(fields.email).toHaveAttribute('type', 'email');
  await expect(fields.phone).toHaveAttribute('type', 'tel');

  // The honeypot: out of the tab order and of the accessibility tree, never autofilled.
  const honeypot = form.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(form.locator('[aria-hidden="true"] input[name="website"]')).toHaveCount(1);

  // Empty: every field is required; the first one gets the focus.
  await submit.click();
  await expect(fields.name).toHaveAccessibleDescription('Nome é obrigatório.');
  await expect(fields.email).toHaveAccessibleDescription('Email é obrigatório.');
  await expect(fields.phone).toHaveAccessibleDescription('Telefone é obrigatório.');
  await expect(fields.message).toHaveAccessibleDescription('Mensagem é obrigatória.');
  await expect(fields.name).toBeFocused();

  const message = `Gostaria de saber se há vagas para um grupo (teste ${RUN}).`;
  await fields.name.fill('João Contato');
  await expect(fields.name).toHaveAccessibleDescription('');
  await fields.email.fill(`contato.${RUN}@example.com`);
  await fields.phone.fill('(66) 99999-0000');
  await fields.message.fill(message);

  // Record the button's states: 'Enviando...' may be short-lived.
  await submit.evaluate((button) => {
    const states: string[] = [];
    (window as unknown as { contactStates: string[] }).contactStates = states;
    new MutationObserver(() => states.push(`${button.textContent}|${(button as HTMLButtonElement).disabled}`)).observe(button, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  await submit.click();

  const toast = page.getByRole('status').filter({ hasText: 'Mensagem enviada com sucesso!' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await expect(toast).toContainText('Entraremos em contato em breve.');
  for (const input of Object.values(fields)) await expect(input).toHaveValue('');
  const states = await page.evaluate(() => (window as unknown as { contactStates: string[] }).contactStates);
  expect(states).toContain('Enviando...|true');
  await expect(submit).toBeEnabled();

  if (mailAvailable) {
    const hotel = (await page.locator('#contato a[href^="mailto:"]').first().getAttribute('href'))!.replace('mailto:', '');
    await waitForMail(hotel, new RegExp(`teste ${RUN}`));
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form still sends the message and says so; refused, it keeps what was typed', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-contact-nojs-${RUN}` });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Envie uma mensagem' });
    await form.getByLabel('Nome', { exact: true }).fill('Hóspede Sem Script');
    await form.getByLabel('Email', { exact: true }).fill('nao-e-um-email');
    await form.getByLabel('Telefone', { exact: true }).fill('(66) 99999-2222');
    await form.getByLabel('Mensagem', { exact: true }).fill(`Mensagem sem JavaScript (teste ${RUN}).`);
    await form.getByRole('button', { name: 'Enviar Mensagem' }).click();

    // Refused by the server: the reason by the field, what was typed still there.
    const again = page.getByRole('form', { name: 'Envie uma mensagem' });
    await expect(again.getByRole('alert')).toBeVisible();
    await expect(again.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/email/i);
    await expect(again.getByLabel('Nome', { exact: true })).toHaveValue('Hóspede Sem Script');
    await expect(again.getByLabel('Mensagem', { exact: true })).toHaveValue(`Mensagem sem JavaScript (teste ${RUN}).`);

    await again.getByLabel('Email', { exact: true }).fill(`sem.script.${RUN}@example.com`);
    await again.getByRole('button', { name: 'Enviar Mensagem' }).click();
    const sent = page.getByRole('form', { name: 'Envie uma mensagem' }).getByRole('status');
    await expect(sent).toContainText('Mensagem enviada com sucesso!');
    await expect(sent).toContainText('Entraremos em contato em breve.');
    if (mailAvailable) await waitForMail((await page.locator('#contato a[href^="mailto:"]').first().getAttribute('href'))!.replace('mailto:', ''), new RegExp(`sem JavaScript \\(teste ${RUN}\\)`));
  });
});
