import { expect, test, type Locator, type Page } from './fixtures';
import { SAMPLE_HOTEL_INFO, SAMPLE_REVIEWS, SAMPLE_SERVICES, SAMPLE_VIDEOS } from '../../server/db/sample-data';

const siteVideo = SAMPLE_VIDEOS.find((v) => v.section === 'site')!;
const mapsUrl = SAMPLE_HOTEL_INFO.find((i) => i.key === 'maps_url')!.value;

/** One phrase of each of the spec's policies (§9), per tab. */
const POLICY_PHRASES = {
  Cancelar: ['canceladas pela própria agência', 'às 17:00', '48 horas antes do check-in', 'por escrito', 'reembolso de 100%'],
  Pagamento: ['dinheiro, PIX ou cartão', 'antecipado por PIX ou cartão'],
  Obrigações: ['até 2 horas no horário comercial', 'WhatsApp 24 horas', 'documentos de todos os hóspedes'],
  Menores: ['0 a 6 anos', 'A partir de 7 anos', 'mais de 5 pessoas', 'firma reconhecida'],
  Reservas: ['só é válida após a confirmação'],
} as const;

/** Required natively or, when the form validates itself (noValidate), announced with aria-required. */
const isRequired = (field: Locator) => field.evaluate((el) => (el as HTMLInputElement).required || el.getAttribute('aria-required') === 'true');

/** Waits until React has hydrated the element (clicks and keys before that do nothing). */
async function hydrated(locator: Locator) {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))), { timeout: 45_000 }).toBe(true);
}

// The development server compiles on first request: give each test room.
test.beforeEach(() => test.setTimeout(120_000));

// No network: YouTube's thumbnail host and player are answered locally.
async function stubYoutube(page: Page) {
  const requests: string[] = [];
  await page.route(/^https:\/\/(i\.ytimg\.com|www\.youtube-nocookie\.com|www\.youtube\.com)\//, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: route.request().resourceType() === 'image' ? 'image/jpeg' : 'text/html', body: '' });
  });
  // The map embed is not under test.
  await page.route(/^https:\/\/([a-z]+\.)?(tile\.)?openstreetmap\.org\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
  return requests;
}

test('the video is a facade: thumbnail first, the YouTube player only after a click', async ({ page }) => {
  const requests = await stubYoutube(page);
  await page.goto('/');
  const section = page.getByRole('region', { name: siteVideo.title });
  await section.scrollIntoViewIfNeeded();

  // The thumbnail comes from our own origin (app/video-thumbnail, which takes it from YouTube's
  // /vi/{id}/hqdefault.jpg): offline, as here, it is a plain poster, never a broken image.
  const thumbnail = section.locator('img');
  await expect(thumbnail).toHaveAttribute('src', `/video-thumbnail/${siteVideo.youtubeId}`);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  expect((await page.request.get('/video-thumbnail/nao.e.um.id')).status()).toBe(404);
  await expect(section.locator('iframe')).toHaveCount(0);
  expect(requests.filter((url) => url.includes('youtube'))).toEqual([]);

  const play = section.getByRole('button', { name: `Reproduzir o vídeo: ${siteVideo.title}` });
  await hydrated(play);
  await play.click();
  const iframe = section.locator('iframe');
  await expect(iframe).toHaveAttribute('title', siteVideo.title);
  const src = new URL((await iframe.getAttribute('src'))!);
  expect(src.pathname).toBe(`/embed/${siteVideo.youtubeId}`);
  for (const [key, value] of Object.entries({ rel: '0', modestbranding: '1', playsinline: '1', autoplay: '1' })) {
    expect(src.searchParams.get(key)).toBe(value);
  }
  await expect(section.getByRole('button', { name: /Reproduzir/ })).toHaveCount(0);
});

test('hotel services: numbered cards, 4 features at most, photos dialog and the footer note', async ({ page }) => {
  await stubYoutube(page);
  await page.goto('/');
  const section = page.locator('#servicos');
  await expect(section.getByRole('heading', { level: 2 })).toBeVisible();

  const cards = section.locator('ol > li');
  await expect(cards).toHaveCount(SAMPLE_SERVICES.length);
  for (const [i, service] of SAMPLE_SERVICES.entries()) {
    const card = cards.nth(i);
    await expect(card.getByText(String(i + 1).padStart(2, '0'), { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title);
    await expect(card.locator('ul > li')).toHaveCount(Math.min(4, service.features.length));
    await expect(card.getByRole('button', { name: /Ver mais fotos/ })).toHaveCount(service.photos.length > 0 ? 1 : 0);
  }
  await expect(section.getByText('Todos os serviços sem custo adicional. Horários podem variar conforme a temporada.')).toBeVisible();

  // A service with two photos: the dialog shows them one at a time, 'i / n', at most 5.
  const index = SAMPLE_SERVICES.findIndex((s) => s.photos.length > 1);
  const service = SAMPLE_SERVICES[index]!;
  const button = cards.nth(index).getByRole('button', { name: /Ver mais fotos/ });
  await hydrated(button);
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Fotos: ${service.title}` });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const total = Math.min(5, service.photos.length);
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
  await expect(dialog.getByRole('img', { name: service.photos[0]!.altText })).toBeVisible();
  await dialog.getByRole('button', { name: 'Próxima foto' }).click();
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
  await expect(dialog.getByRole('img', { name: service.photos[1]!.altText })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
  expect(await dialog.locator('img').count()).toBeLessThanOrEqual(5);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('featured reviews show name, city, stars, text, date and the average', async ({ page }) => {
  await stubYoutube(page);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'O que dizem nossos hóspedes' });
  for (const review of SAMPLE_REVIEWS) {
    const card = section.getByRole('listitem').filter({ hasText: review.authorName });
    await expect(card).toBeVisible();
    await expect(card).toContainText(review.text);
    await expect(card).toContainText(review.authorCity);
    await expect(card.getByRole('img', { name: `Nota ${review.rating} de 5` })).toBeVisible();
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'America/Cuiaba' }).format(new Date(review.createdAt));
    await expect(card.locator('time')).toHaveText(month);
  }
  await expect(section.getByRole('img', { name: /^Nota média \d,\d de 5$/ })).toBeVisible();
  await expect(section.getByText(/^\d+ avaliações$/)).toBeVisible();
});

test('policies: five tabs, Cancelar selected, click and arrow keys select the others', async ({ page, request }) => {
  // Every tab's text is in the server HTML, selected or not.
  const html = await (await request.get('/')).text();
  for (const phrase of Object.values(POLICY_PHRASES).flat()) expect(html).toContain(phrase);

  await stubYoutube(page);
  await page.goto('/');
  const tablist = page.getByRole('tablist', { name: 'Políticas do hotel' });
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveText(Object.keys(POLICY_PHRASES));
  const expectSelected = async (name: keyof typeof POLICY_PHRASES) => {
    await expect(tablist.getByRole('tab', { name, selected: true })).toHaveCount(1);
    await expect(tablist.getByRole('tab', { selected: true })).toHaveCount(1);
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel).toBeVisible();
    for (const phrase of POLICY_PHRASES[name]) await expect(panel).toContainText(phrase);
  };

  await expectSelected('Cancelar');
  await hydrated(tablist);
  await tablist.getByRole('tab', { name: 'Pagamento' }).click();
  await expectSelected('Pagamento');
  await page.keyboard.press('ArrowRight');
  await expectSelected('Obrigações');
  await expect(tablist.getByRole('tab', { name: 'Obrigações' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expectSelected('Menores');
  await page.keyboard.press('End');
  await expectSelected('Reservas');
  await page.keyboard.press('ArrowRight');
  await expectSelected('Cancelar');
  await page.keyboard.press('ArrowLeft');
  await expectSelected('Reservas');
  await page.keyboard.press('Home');
  await expectSelected('Cancelar');
});

test('location: address, a lazy map and the directions link', async ({ page }) => {
  await stubYoutube(page);
  await page.goto('/');
  const section = page.locator('#localizacao');
  await expect(section.getByRole('heading', { level: 2, name: 'Localização' })).toBeVisible();
  await expect(section).toContainText(SAMPLE_HOTEL_INFO.find((i) => i.key === 'address')!.value);
  const map = section.locator('iframe');
  await expect(map).toHaveAttribute('title', 'Mapa com a localização do hotel');
  await expect(map).toHaveAttribute('loading', 'lazy');
  const link = section.getByRole('link', { name: /Ver no Mapa/ });
  await expect(link).toHaveAttribute('href', mapsUrl);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('contact: the card, the phone, the map link and the labelled form fields', async ({ page }) => {
  await stubYoutube(page);
  await page.goto('/');
  const section = page.locator('#contato');
  await expect(section.getByText('66 Apartamentos', { exact: true })).toBeVisible();
  await expect(section.getByText(/^\d+ disponíveis • 9 tipos$/)).toBeVisible();
  await expect(section.getByText('Atendimento 24h', { exact: true })).toBeVisible();
  await expect(section.getByText('Água Boa - MT', { exact: true })).toBeVisible();

  const phone = SAMPLE_HOTEL_INFO.find((i) => i.key === 'phone_primary')!.value;
  await expect(section.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+55${phone.replace(/\D/g, '')}`);
  await expect(section.getByRole('link', { name: /Ver no Mapa/ })).toHaveAttribute('href', mapsUrl);

  const fields = [
    ['Nome', 'name', 'text'],
    ['Email', 'email', 'email'],
    ['Telefone', 'phone', 'tel'],
  ] as const;
  for (const [label, name, type] of fields) {
    const input = section.getByLabel(label, { exact: true });
    await expect(input).toHaveAttribute('name', name);
    await expect(input).toHaveAttribute('type', type);
    expect(await isRequired(input)).toBe(true);
  }
  const message = section.getByLabel('Mensagem', { exact: true });
  await expect(message).toHaveAttribute('name', 'message');
  expect(await isRequired(message)).toBe(true);
  await expect(section.getByRole('button', { name: 'Enviar Mensagem' })).toBeVisible();
});
