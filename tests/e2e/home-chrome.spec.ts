import { expect, test, type Page } from './fixtures';
import { SAMPLE_HOTEL_INFO, SAMPLE_SERVICES } from '../../server/db/sample-data';

const info = Object.fromEntries(SAMPLE_HOTEL_INFO.map((row) => [row.key, row.value]));
const HOTEL_NAME = 'Hotel Água Boa';
const WELCOME = 'Seja bem-vindo! Conforto e hospitalidade esperam por você em Água Boa - MT.';
const HEADER_LINKS = [
  { name: 'Início', id: 'home' },
  { name: 'Acomodações', id: 'acomodacoes' },
  { name: 'Galeria', id: 'galeria' },
  { name: 'Localização', id: 'localizacao' },
  { name: 'Contato', id: 'contato' },
];

/** Opens the home page and waits for hydration: server-rendered buttons do nothing before it. */
async function gotoHome(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const header = (page: Page) => page.getByRole('banner');
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Ações rápidas' });

async function headerHeight(page: Page): Promise<number> {
  return (await header(page).boundingBox())?.height ?? 0;
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
}

/** The section's top sits just below the fixed header (or the page cannot scroll any further); #home is the top. */
async function expectAnchoredBelowHeader(page: Page, id: string) {
  const height = await headerHeight(page);
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ id, height }) => {
            const top = document.getElementById(id)!.getBoundingClientRect().top;
            const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
            const ok = id === 'home' ? window.scrollY === 0 : Math.abs(top - height) <= 2 || (atBottom && top >= height - 2);
            return ok ? 'ok' : `#${id} top ${top}, header ${height}, scrollY ${window.scrollY}`;
          },
          { id, height },
        ),
      { timeout: 10_000 },
    )
    .toBe('ok');
}

/** The reservation dialog is open (its root may have no box of its own: look for a control inside). */
async function expectDialogOpen(page: Page) {
  await expect(page.getByRole('dialog').getByRole('button').first()).toBeVisible({ timeout: 15_000 });
}

test.describe('header', () => {
  test('anchors scroll to their sections below the fixed header, the logo back to the top', async ({ page }) => {
    await gotoHome(page);
    const nav = header(page).getByRole('navigation', { name: 'Navegação principal' });
    for (const link of HEADER_LINKS) {
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', `#${link.id}`);
    }
    for (const link of [...HEADER_LINKS.slice(1), HEADER_LINKS[0]!]) {
      await nav.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${link.id}$`));
      await expectAnchoredBelowHeader(page, link.id);
    }

    await scrollToBottom(page);
    await header(page).getByRole('link', { name: `${HOTEL_NAME} - voltar ao topo` }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('height stays within 56-120 px, the login link goes to /auth', async ({ page }) => {
    await gotoHome(page);
    for (const width of [320, 390, 1280, 2560]) {
      await page.setViewportSize({ width, height: 800 });
      const height = await headerHeight(page);
      expect(height).toBeGreaterThanOrEqual(56);
      expect(height).toBeLessThanOrEqual(120);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  });

  test("'Reserve Agora' opens the reservation dialog", async ({ page }) => {
    await gotoHome(page);
    await header(page).getByRole('button', { name: 'Reserve Agora' }).click();
    await expectDialogOpen(page);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('mirrors the header links and is keyboard operable @mobile', async ({ page }) => {
    await gotoHome(page);
    await expect(header(page).getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
    const toggle = header(page).getByRole('button', { name: 'Abrir menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = header(page).getByRole('navigation', { name: 'Menu de navegação' });
    await expect(menu).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(HEADER_LINKS.map((l) => l.name));
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Reserve Agora' })).toBeVisible();

    // Escape closes it and gives focus back to the toggle.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Início' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Abrir menu' })).toBeFocused();

    // Space opens it again; Enter on a link goes to the section and closes the menu.
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Galeria' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#galeria$/);
    await expect(menu).toBeHidden();
    await expectAnchoredBelowHeader(page, 'galeria');
    // The hidden link's focus went to the section: the next Tab goes on from there.
    await expect(page.locator('#galeria')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('galeria')!.contains(document.activeElement))).toBe(true);

    // A tap too.
    await header(page).getByRole('button', { name: 'Abrir menu' }).click();
    await menu.getByRole('link', { name: 'Contato' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#contato')).toBeFocused();
    await expectAnchoredBelowHeader(page, 'contato');
  });

  test("the menu's 'Reserve Agora' opens the reservation dialog @mobile", async ({ page }) => {
    await gotoHome(page);
    await header(page).getByRole('button', { name: 'Abrir menu' }).click();
    await header(page).getByRole('button', { name: 'Reserve Agora' }).click();
    await expectDialogOpen(page);
  });
});

test.describe('hero', () => {
  const heroImage = (page: Page) => page.locator('#home img');
  const loadedSrc = (page: Page) => heroImage(page).evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : null));

  test('is the only h1, and its image is preloaded, eager and loads @mobile', async ({ page }) => {
    await gotoHome(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('#home').getByRole('heading', { level: 1 })).toHaveText(HOTEL_NAME);
    await expect(page.locator('#home').getByRole('button', { name: 'Reserve Agora' })).toBeVisible();

    await expect(heroImage(page)).toHaveAttribute('loading', 'eager');
    await expect(heroImage(page)).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => loadedSrc(page), { timeout: 15_000 }).toMatch(/^\/hero\/hero-(600|1200)\.webp$/);
    await expect(page.locator('head link[rel="preload"][as="image"][imagesrcset*="/hero/hero-600.webp"]')).toHaveCount(1);
  });

  test('falls back to /hero/hero.webp when the responsive pair fails', async ({ page }) => {
    await page.route(/\/hero\/hero-(600|1200)\.webp/, (route) => route.abort());
    await gotoHome(page);
    await expect.poll(() => loadedSrc(page), { timeout: 15_000 }).toBe('/hero/hero.webp');
    await expect(page.getByText(WELCOME)).toBeHidden();
  });

  test('shows a text banner with the hotel name when no image loads', async ({ page }) => {
    await page.route(/\/hero\/hero(-600|-1200)?\.webp/, (route) => route.abort());
    await page.route('https://images.unsplash.com/**', (route) => route.abort());
    await gotoHome(page);
    await expect(page.getByText(WELCOME)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#home').getByText(HOTEL_NAME, { exact: true })).toHaveCount(2); // banner + h1
    await expect(heroImage(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL_NAME);
  });

  test('the zoom waits 5 s and is off under prefers-reduced-motion', async ({ page }) => {
    await gotoHome(page);
    const animation = () => heroImage(page).evaluate((img) => ({ name: getComputedStyle(img).animationName, delay: getComputedStyle(img).animationDelay }));
    expect(await animation()).toEqual({ name: 'hero-zoom', delay: '5s' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await animation()).name).toBe('none');
  });
});

test.describe('bottom bar and floating WhatsApp button', () => {
  test("'Voltar ao topo', 'Ver no Mapa' and 'Reservar' @mobile", async ({ page }) => {
    await gotoHome(page);
    await scrollToBottom(page);
    await bottomBar(page).getByRole('button', { name: 'Voltar ao topo' }).click();
    await expect.poll(() => scrollY(page)).toBe(0);

    const map = bottomBar(page).getByRole('link', { name: /Ver no Mapa/ });
    await expect(map).toHaveAttribute('href', info.maps_url!);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', /noopener/);

    await bottomBar(page).getByRole('button', { name: 'Reservar' }).click();
    await expectDialogOpen(page);
  });

  test('the WhatsApp button links to wa.me with the hotel number', async ({ page }) => {
    await gotoHome(page);
    const whatsapp = page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/55${info.phone_whatsapp!.replace(/\D/g, '')}`);
  });

  test('the end of the page is not hidden behind the bar @mobile', async ({ page }) => {
    await gotoHome(page);
    await scrollToBottom(page);
    const copyright = page.getByRole('contentinfo').getByText(/Todos os direitos reservados/);
    const textBottom = await copyright.evaluate((el) => el.getBoundingClientRect().bottom);
    const barTop = await bottomBar(page).evaluate((el) => el.getBoundingClientRect().top);
    expect(textBottom).toBeLessThanOrEqual(barTop);
  });
});

test('footer: social and quick links, services, contact data and legal pages', async ({ page }) => {
  await gotoHome(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/politica-privacidade');
  await expect(footer.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos-uso');
  await expect(footer.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', `https://wa.me/55${info.phone_whatsapp!.replace(/\D/g, '')}`);

  const quickLinks = footer.getByRole('navigation', { name: 'Links Rápidos' });
  await expect(quickLinks.getByRole('link')).toHaveText(['Início', 'Acomodações', 'Galeria', 'Serviços', 'Localização', 'Contato']);
  for (const service of SAMPLE_SERVICES) await expect(footer.getByText(service.title, { exact: true })).toBeVisible();

  await expect(footer.getByRole('link', { name: info.phone_primary })).toHaveAttribute('href', `tel:+55${info.phone_primary!.replace(/\D/g, '')}`);
  await expect(footer.getByRole('link', { name: info.email_contact })).toHaveAttribute('href', `mailto:${info.email_contact}`);
  await expect(footer.getByText(info.address!)).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${HOTEL_NAME}. Todos os direitos reservados.`)).toBeVisible();
});

test.describe('section error boundary', () => {
  const BOUNDARY_TEXT = 'Um erro inesperado ocorreu nesta seção. Isso pode ser devido a um problema temporário.';

  /** Makes every JavaScript chunk requested from now on fail, then opens the services' photo dialog, whose code loads on that click. */
  async function crashServicesSection(page: Page) {
    await gotoHome(page);
    await page.waitForLoadState('networkidle');
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.locator('#servicos').getByRole('button', { name: /^Ver mais fotos/ }).first().click();
    const boundary = page.getByRole('alert').filter({ hasText: 'Oops! Algo deu errado' });
    await expect(boundary).toBeVisible({ timeout: 30_000 });
    await expect(boundary).toContainText(BOUNDARY_TEXT);
    return boundary;
  }

  test('a section whose code fails to load shows the boundary while the rest of the page works', async ({ page }) => {
    const boundary = await crashServicesSection(page);
    await expect(page.locator('#servicos')).toHaveCount(0);

    // The other sections and the chrome keep working.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL_NAME);
    const tab = page.getByRole('tab', { name: 'Pagamento' });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await header(page).getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Contato' }).click();
    await expectAnchoredBelowHeader(page, 'contato');

    // 'Tentar Novamente' clears the error: the section renders again.
    await page.unrouteAll();
    await boundary.getByRole('button', { name: 'Tentar Novamente' }).click();
    await expect(boundary).toHaveCount(0);
    await expect(page.locator('#servicos').getByRole('heading', { level: 2 })).toBeVisible();
  });

  test("'Recarregar Página' reloads the page", async ({ page }) => {
    const boundary = await crashServicesSection(page);
    await page.unrouteAll();
    await Promise.all([page.waitForEvent('load'), boundary.getByRole('button', { name: 'Recarregar Página' }).click()]);
    await expect(page.locator('#servicos').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByText(BOUNDARY_TEXT)).toHaveCount(0);
  });
});
