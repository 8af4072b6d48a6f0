import { expect as baseExpect, test, type Page } from './fixtures';
import { mailAvailable, waitForMail } from './mail';
import { STAFF } from './staff';

// Accounts end to end. The e-mail journeys (recovery, staff verification) read the real e-mails from
// the SMTP sink of the global setup; they run against the e2e server (scripts/e2e-server.mjs), or
// against a server given by E2E_BASE_URL when E2E_MAIL=1 says it sends there.

// Server actions then navigations: generous for a busy development server.
const expect = baseExpect.configure({ timeout: 15_000 });
// Each test is a whole journey (several pages, server actions and e-mails).
test.describe.configure({ timeout: 90_000 });

const PERMISSION_MESSAGE = 'Você não tem permissão para realizar esta operação. Verifique se você está logado como administrador.';
const STAFF_EMAIL = 'equipe@hotelaguaboa.test';
const STAFF_PASSWORD = 'senha-da-equipe-123';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });

/** Waits until React took over the page: server-rendered forms do nothing before. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))));
}

async function signUp(page: Page, { name, email, password }: { name: string; email: string; password: string }) {
  await page.goto('/auth');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Criar conta' }).click();
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

async function signIn(page: Page, email: string, password: string, path = '/auth') {
  if (path) await page.goto(path);
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function signOutFromPanel(page: Page) {
  await page.goto('/painel');
  await hydrated(page);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(toast(page, 'Logout realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('a guest signs up, signs out, is refused a wrong password, comes back through next= and is kept out of /admin', async ({ page }) => {
  const email = unique('hospede');
  const password = 'senha-do-hospede-1';

  await signUp(page, { name: 'Hóspede de Teste', email, password });
  await expect(toast(page, 'Conta criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/painel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Painel' })).toBeVisible();
  await expect(page.getByText(`Conectado como ${email}`)).toBeVisible();

  // The static home page's header learns the session after hydration.
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Meu Painel' })).toHaveAttribute('href', '/painel');
  await expect(header.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await header.getByRole('button', { name: 'Sair' }).click();
  await expect(toast(page, 'Logout realizado com sucesso!')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');

  await signIn(page, email, 'senha-errada-1');
  await expect(toast(page, 'Credenciais inválidas')).toBeVisible();
  await expect(page.getByText('Email ou senha incorretos. Verifique seus dados e tente novamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // Anonymous at /painel: to the sign-in, then back.
  await page.goto('/painel');
  await expect(page).toHaveURL(/\/auth\?next=%2Fpainel$/);
  await signIn(page, email, password, '');
  await expect(toast(page, 'Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/painel$/);

  // Signed in as a guest, the admin answers with the permission message.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  await expect(page.getByText(PERMISSION_MESSAGE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/');

  await signOutFromPanel(page);
  // A next= leaving the site is ignored.
  await signIn(page, email, password, '/auth?next=%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/painel$/);
});

test('/Panel goes to /painel; anonymous visitors of /admin go to the sign-in', async ({ page }) => {
  await page.goto('/Panel');
  await expect(page).toHaveURL(/\/auth\?next=%2Fpainel$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
});

test.describe('with e-mail', () => {
  test.skip(!mailAvailable, 'the server under test does not send e-mail to the sink (set E2E_MAIL=1 if it does)');

  test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
    const email = unique('esqueci');
    await signUp(page, { name: 'Esquecido', email, password: 'senha-antiga-1' });
    await expect(page).toHaveURL(/\/painel$/);
    await signOutFromPanel(page);

    const requested = Date.now();
    await page.goto('/auth');
    await hydrated(page);
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await expect(page).toHaveURL(/\/recuperar-senha$/);
    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByText('Se existir uma conta com este email, enviaremos um link para redefinir a senha.').first()).toBeVisible();

    const link = await waitForMail(email, /(https?:\/\/\S+\/definir-senha\?token=[\w-]+)/, { after: requested - 1000 });
    await page.goto(link);
    await hydrated(page);
    await page.getByLabel('Nova senha').fill('senha-nova-123');
    await page.getByLabel('Confirmar senha').fill('senha-nova-123');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(toast(page, 'Senha alterada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/painel$/);

    // The link works once.
    await page.goto(link);
    await hydrated(page);
    await page.getByLabel('Nova senha').fill('outra-senha-123');
    await page.getByLabel('Confirmar senha').fill('outra-senha-123');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(toast(page, 'Link inválido ou expirado')).toBeVisible();

    await signOutFromPanel(page);
    await signIn(page, email, 'senha-antiga-1');
    await expect(toast(page, 'Credenciais inválidas')).toBeVisible();
    await signIn(page, email, 'senha-nova-123');
    await expect(page).toHaveURL(/\/painel$/);
  });

  test('a staff address is refused at /admin until verified through the e-mailed link, then let in; the link opened again says so', async ({ page, browser, baseURL }) => {
    const started = Date.now();
    await signUp(page, { name: 'Equipe do Hotel', email: STAFF_EMAIL, password: STAFF_PASSWORD });
    const refused = page.getByRole('status').getByText('Erro no cadastro', { exact: true });
    const created = toast(page, 'Conta criada com sucesso!');
    await expect(created.or(refused)).toBeVisible();
    const firstRun = await created.isVisible();
    if (!firstRun) {
      // The server's database already has this account (a rerun against the same server).
      await signIn(page, STAFF_EMAIL, STAFF_PASSWORD);
      await expect(toast(page, 'Login realizado com sucesso!')).toBeVisible();
    }

    let link = '';
    if (firstRun) {
      await page.goto('/admin');
      await expect(page.getByText(PERMISSION_MESSAGE)).toBeVisible();
      link = await waitForMail(STAFF_EMAIL, /(https?:\/\/\S+\/auth\/verificar\?token=[\w-]+)/, { after: started - 1000 });
      await page.goto(link);
    } else {
      await page.goto('/admin');
    }
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeVisible();
    await expect(page.getByText(`Conectado como ${STAFF_EMAIL}`)).toBeVisible();

    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(header.getByRole('link', { name: 'Meu Painel' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sair' })).toBeVisible();

    if (!link) return;
    // The link opened again: signed in, it goes on to the admin; signed out, /auth says the address is
    // already confirmed (not 'Link inválido').
    await page.goto(link);
    await expect(page).toHaveURL(/\/admin$/);
    const context = await browser.newContext({ baseURL });
    try {
      const signedOut = await context.newPage();
      await signedOut.goto(link);
      await expect(signedOut).toHaveURL(/\/auth\?verificado=ja&next=%2Fadmin$/);
      await expect(signedOut.getByText('Este email já foi confirmado. Entre na sua conta.')).toBeVisible();
      await expect(signedOut.getByText(/Link inválido/)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form posts to its action: a wrong password comes back with the answer, the right one goes on to next=', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-signin-nojs-${Date.now()}` });
    await page.goto('/auth?next=%2Fadmin%2Fmidia');
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Credenciais inválidas' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(STAFF.email);

    await page.getByLabel('Senha', { exact: true }).fill(STAFF.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/midia$/);
  });
});
