/**
 * The hotel's sample content: the ONE source for the seed (server/db/seed.ts) and for the public
 * pages' fallback when the database cannot be read. Pure data, safe to import anywhere.
 * Property names follow the Drizzle schema (camelCase of the spec's fields).
 */

import { DEFAULT_THEME_COLORS } from '@/lib/theme';
import type { RoomType } from '@/lib/types';

export type GalleryFilter = 'fachada' | 'cafe' | 'banheiros' | 'quartos' | 'externa' | 'comodidades' | 'outras';

/** A generated placeholder photo: the seed draws it (label on a gradient of `hue`) and stores it as seed/<slug>.webp. */
export interface SamplePhoto {
  slug: string;
  name: string;
  altText: string;
  category: 'gallery' | 'rooms' | 'amenities' | 'leisure';
  filter: GalleryFilter;
  /** Text drawn on the image. */
  label: string;
  /** Hue (0-360) of the earthy gradient. */
  hue: number;
}

export interface SampleRoomType extends Pick<RoomType, 'name' | 'category' | 'bedType' | 'maxGuests' | 'basePrice' | 'features'> {
  slug: string;
  description: string;
  /** Number of apartments of this type; all types add up to SAMPLE_TOTAL_ROOMS. */
  availableCount: number;
  photos: SamplePhoto[];
}

export interface SampleService {
  slug: string;
  title: string;
  description: string;
  icon: 'Home' | 'Waves' | 'Calendar' | 'Coffee' | 'Wifi' | 'Phone' | 'Car' | 'Users';
  features: string[];
  sortOrder: number;
  photos: SamplePhoto[];
}

export interface SampleHotelInfo {
  key: string;
  value: string;
  description: string;
}

export interface SampleSiteContent {
  section: string;
  contentKey: string;
  contentValue: string;
  contentType: 'text' | 'image';
}

export interface SampleVideo {
  title: string;
  description: string;
  youtubeUrl: string;
  youtubeId: string;
  section: 'site' | 'accommodations' | 'others';
  isActive: boolean;
  sortOrder: number;
}

export interface SampleReview {
  authorName: string;
  authorCity: string;
  rating: number;
  text: string;
  /** First day of the month of the stay (YYYY-MM-DD). */
  stayDate: string;
  /** ISO date-time. */
  createdAt: string;
}

export const SAMPLE_TOTAL_ROOMS = 66;
export const SAMPLE_CHILDREN_CHARGED_FROM_AGE = 7;

function roomPhotos(slug: string, name: string, hue: number): SamplePhoto[] {
  return [
    { slug: `rooms/${slug}-1`, name: `${name} - quarto`, altText: `Quarto do apartamento ${name}`, category: 'rooms', filter: 'quartos', label: name, hue },
    { slug: `rooms/${slug}-2`, name: `${name} - banheiro`, altText: `Banheiro do apartamento ${name}`, category: 'rooms', filter: 'banheiros', label: `${name} · Banheiro`, hue: hue + 12 },
  ];
}

function room(r: Omit<SampleRoomType, 'photos'>, hue: number): SampleRoomType {
  return { ...r, photos: roomPhotos(r.slug, r.name, hue) };
}

export const SAMPLE_ROOM_TYPES: SampleRoomType[] = [
  room(
    {
      slug: 'standard-solteiro',
      name: 'Standard Solteiro',
      category: 'executivo',
      bedType: 'solteiro',
      maxGuests: 1,
      basePrice: 205,
      features: ['Ar-condicionado', 'Wi-Fi', 'TV a cabo', 'Frigobar', 'Mesa de trabalho'],
      description: 'Apartamento prático e silencioso para quem viaja sozinho a trabalho. Cama de solteiro confortável e mesa de trabalho.',
      availableCount: 8,
    },
    28,
  ),
  room(
    {
      slug: 'standard-casal',
      name: 'Standard Casal',
      category: 'executivo',
      bedType: 'casal',
      maxGuests: 2,
      basePrice: 230,
      features: ['Ar-condicionado', 'Wi-Fi', 'TV a cabo', 'Frigobar', 'Chuveiro elétrico'],
      description: 'Apartamento aconchegante com cama de casal, ideal para casais em viagem curta.',
      availableCount: 12,
    },
    32,
  ),
  room(
    {
      slug: 'standard-duplo-solteiro',
      name: 'Standard Duplo Solteiro',
      category: 'executivo',
      bedType: 'duplo_solteiro',
      maxGuests: 2,
      basePrice: 250,
      features: ['Ar-condicionado', 'Wi-Fi', 'TV a cabo', 'Frigobar', 'Mesa de trabalho', 'Armário'],
      description: 'Duas camas de solteiro para colegas de trabalho ou amigos que viajam juntos.',
      availableCount: 10,
    },
    36,
  ),
  room(
    {
      slug: 'executivo-casal',
      name: 'Executivo Casal',
      category: 'executivo',
      bedType: 'casal',
      maxGuests: 2,
      basePrice: 280,
      features: ['Ar-condicionado', 'Wi-Fi', 'Smart TV', 'Frigobar', 'Mesa de trabalho', 'Cofre'],
      description: 'Mais espaço e conforto, com cama de casal, Smart TV e mesa de trabalho ampla.',
      availableCount: 9,
    },
    22,
  ),
  room(
    {
      slug: 'executivo-triplo',
      name: 'Executivo Triplo',
      category: 'executivo',
      bedType: 'triplo',
      maxGuests: 3,
      basePrice: 300,
      features: ['Ar-condicionado', 'Wi-Fi', 'Smart TV', 'Frigobar', 'Armário amplo'],
      description: 'Configuração para três hóspedes, pensada para pequenas famílias e equipes de trabalho.',
      availableCount: 7,
    },
    40,
  ),
  room(
    {
      slug: 'executivo-quadruplo',
      name: 'Executivo Quádruplo',
      category: 'executivo',
      bedType: 'quadruplo',
      maxGuests: 4,
      basePrice: 330,
      features: ['Ar-condicionado', 'Wi-Fi', 'Smart TV', 'Frigobar', 'Armário amplo', 'Mesa de apoio'],
      description: 'Apartamento espaçoso para até quatro pessoas, com camas para toda a família ou equipe.',
      availableCount: 5,
    },
    18,
  ),
  room(
    {
      slug: 'suite-premium-casal',
      name: 'Suíte Premium Casal',
      category: 'premium',
      bedType: 'casal',
      maxGuests: 2,
      basePrice: 360,
      features: ['Ar-condicionado split', 'Wi-Fi', 'Smart TV 50"', 'Frigobar abastecido', 'Cofre', 'Roupão e amenities', 'Varanda'],
      description: 'Suíte ampla com cama queen, varanda e amenities especiais para uma estadia memorável.',
      availableCount: 6,
    },
    14,
  ),
  room(
    {
      slug: 'suite-premium-triplo',
      name: 'Suíte Premium Triplo',
      category: 'premium',
      bedType: 'triplo',
      maxGuests: 3,
      basePrice: 400,
      features: ['Ar-condicionado split', 'Wi-Fi', 'Smart TV 50"', 'Frigobar abastecido', 'Cofre', 'Roupão e amenities', 'Sofá'],
      description: 'Suíte premium para três hóspedes, com sala de estar integrada e acabamento superior.',
      availableCount: 5,
    },
    44,
  ),
  room(
    {
      slug: 'suite-premium-familia',
      name: 'Suíte Premium Família',
      category: 'premium',
      bedType: 'quadruplo',
      maxGuests: 4,
      basePrice: 440,
      features: ['Ar-condicionado split', 'Wi-Fi', 'Smart TV 50"', 'Frigobar abastecido', 'Cofre', 'Roupão e amenities', 'Sofá-cama', 'Varanda'],
      description: 'Nossa maior suíte, para até quatro pessoas, com varanda, sofá-cama e todo o conforto para a família.',
      availableCount: 4,
    },
    10,
  ),
];

function servicePhoto(slug: string, title: string, label: string, category: SamplePhoto['category'], filter: GalleryFilter, hue: number): SamplePhoto {
  return { slug: `services/${slug}`, name: title, altText: label, category, filter, label: title, hue };
}

export const SAMPLE_SERVICES: SampleService[] = [
  {
    slug: 'apartamentos',
    title: 'Apartamentos Confortáveis',
    description: '66 apartamentos climatizados, limpos e silenciosos, com opções para viajantes a trabalho, casais e famílias.',
    icon: 'Home',
    features: ['Ar-condicionado', 'Wi-Fi gratuito', 'TV a cabo', 'Frigobar', 'Enxoval de qualidade'],
    sortOrder: 1,
    photos: [servicePhoto('apartamentos', 'Apartamentos Confortáveis', 'Apartamento arrumado com cama de casal', 'amenities', 'quartos', 30)],
  },
  {
    slug: 'piscina',
    title: 'Piscina e Quadra de Tênis',
    description: 'Área de lazer com piscina ao ar livre e quadra de tênis para relaxar e se exercitar durante a estadia.',
    icon: 'Waves',
    features: ['Piscina adulto e infantil', 'Espreguiçadeiras', 'Quadra de tênis', 'Empréstimo de raquetes'],
    sortOrder: 2,
    photos: [
      servicePhoto('piscina-1', 'Piscina', 'Piscina ao ar livre do hotel', 'leisure', 'comodidades', 190),
      servicePhoto('piscina-2', 'Quadra de Tênis', 'Quadra de tênis do hotel', 'leisure', 'externa', 95),
    ],
  },
  {
    slug: 'eventos',
    title: 'Centro de Eventos',
    description: 'Espaço climatizado e versátil para casamentos, formaturas, congressos e confraternizações.',
    icon: 'Calendar',
    features: ['Capacidade para até 300 pessoas', 'Som e iluminação', 'Climatização', 'Apoio de buffet', 'Estacionamento'],
    sortOrder: 3,
    photos: [servicePhoto('eventos', 'Centro de Eventos', 'Salão do centro de eventos preparado para uma festa', 'amenities', 'comodidades', 20)],
  },
  {
    slug: 'cafe',
    title: 'Café Colonial',
    description: 'Café da manhã farto e caseiro, com pães, bolos, frutas da estação e quitutes regionais.',
    icon: 'Coffee',
    features: ['Incluso na diária', 'Pães e bolos caseiros', 'Frutas da estação', 'Opções regionais', 'Das 6h às 9h30'],
    sortOrder: 4,
    photos: [
      servicePhoto('cafe-1', 'Café Colonial', 'Mesa do café colonial com pães e bolos', 'amenities', 'cafe', 35),
      servicePhoto('cafe-2', 'Frutas e Sucos', 'Frutas da estação e sucos no café da manhã', 'amenities', 'cafe', 50),
    ],
  },
  {
    slug: 'wifi',
    title: 'Wifi',
    description: 'Internet sem fio gratuita em todos os apartamentos e áreas comuns do hotel.',
    icon: 'Wifi',
    features: ['Gratuito', 'Em todo o hotel', 'Alta velocidade', 'Ideal para trabalho'],
    sortOrder: 5,
    photos: [servicePhoto('wifi', 'Wifi', 'Hóspede trabalhando no notebook no saguão', 'amenities', 'comodidades', 200)],
  },
  {
    slug: 'servico-de-quarto',
    title: 'Serviço de Quarto',
    description: 'Lanches e refeições servidos no conforto do seu apartamento.',
    icon: 'Phone',
    features: ['Cardápio variado', 'Lanches e bebidas', 'Pedidos pelo ramal', 'Entrega no apartamento'],
    sortOrder: 6,
    photos: [servicePhoto('servico-de-quarto', 'Serviço de Quarto', 'Bandeja de serviço de quarto sobre a cama', 'amenities', 'comodidades', 15)],
  },
  {
    slug: 'estacionamento',
    title: 'Estacionamento',
    description: 'Estacionamento privativo e gratuito para hóspedes, com espaço para caminhonetes.',
    icon: 'Car',
    features: ['Gratuito para hóspedes', 'Vagas cobertas', 'Monitorado 24h', 'Espaço para caminhonetes'],
    sortOrder: 7,
    photos: [servicePhoto('estacionamento', 'Estacionamento', 'Estacionamento do hotel', 'amenities', 'externa', 80)],
  },
  {
    slug: 'sala-de-reuniao',
    title: 'Sala de Reunião',
    description: 'Sala equipada para reuniões de negócios, treinamentos e apresentações.',
    icon: 'Users',
    features: ['Até 30 pessoas', 'Projetor e tela', 'Wi-Fi dedicado', 'Coffee break sob encomenda'],
    sortOrder: 8,
    photos: [servicePhoto('sala-de-reuniao', 'Sala de Reunião', 'Sala de reunião com mesa e projetor', 'amenities', 'comodidades', 25)],
  },
];

/** Photos for the gallery section (besides the room and service photos). */
export const SAMPLE_GALLERY_PHOTOS: SamplePhoto[] = [
  { slug: 'gallery/fachada', name: 'Fachada', altText: 'Fachada do hotel ao entardecer', category: 'gallery', filter: 'fachada', label: 'Fachada', hue: 24 },
  { slug: 'gallery/piscina', name: 'Piscina', altText: 'Piscina do hotel em dia de sol', category: 'leisure', filter: 'comodidades', label: 'Piscina', hue: 185 },
  { slug: 'gallery/cafe', name: 'Café da manhã', altText: 'Salão do café da manhã', category: 'gallery', filter: 'cafe', label: 'Café Colonial', hue: 38 },
  { slug: 'gallery/recepcao', name: 'Recepção', altText: 'Recepção do hotel', category: 'gallery', filter: 'outras', label: 'Recepção', hue: 30 },
  { slug: 'gallery/quarto', name: 'Quarto', altText: 'Apartamento com cama de casal', category: 'gallery', filter: 'quartos', label: 'Quarto', hue: 20 },
  { slug: 'gallery/banheiro', name: 'Banheiro', altText: 'Banheiro de um apartamento', category: 'gallery', filter: 'banheiros', label: 'Banheiro', hue: 45 },
  { slug: 'gallery/area-externa', name: 'Área externa', altText: 'Jardim e área externa do hotel', category: 'gallery', filter: 'externa', label: 'Área Externa', hue: 90 },
  { slug: 'gallery/centro-de-eventos', name: 'Centro de eventos', altText: 'Centro de eventos montado para um evento', category: 'gallery', filter: 'comodidades', label: 'Centro de Eventos', hue: 15 },
];

/** Sample contact values (phones are placeholders, not the hotel's real numbers). */
export const SAMPLE_HOTEL_INFO: SampleHotelInfo[] = [
  { key: 'total_rooms', value: String(SAMPLE_TOTAL_ROOMS), description: 'Número total de apartamentos do hotel' },
  { key: 'children_age_policy', value: String(SAMPLE_CHILDREN_CHARGED_FROM_AGE), description: 'Idade a partir da qual crianças pagam hospedagem' },
  {
    key: 'minor_policy',
    value:
      'É obrigatória a apresentação de documento de identidade de todos os hóspedes, inclusive crianças. Menores de idade acompanhados de outro responsável que não os pais precisam de autorização por escrito com firma reconhecida em cartório.',
    description: 'Política para hospedagem de menores',
  },
  // SAMPLE VALUES: replace with the hotel's real phone numbers in the admin area.
  { key: 'phone_primary', value: '(66) 3468-0000', description: 'Telefone principal (exemplo)' },
  { key: 'phone_whatsapp', value: '(66) 99999-0000', description: 'WhatsApp (exemplo)' },
  { key: 'email_contact', value: 'reservas@hotelaguaboa.com.br', description: 'E-mail de contato e reservas' },
  { key: 'address', value: 'Av. Araguaia, 1000, Centro, Água Boa - MT, 78635-000', description: 'Endereço do hotel' },
  {
    key: 'maps_url',
    value: 'https://www.google.com/maps/search/?api=1&query=' + encodeURIComponent('Av. Araguaia, 1000, Centro, Água Boa - MT, 78635-000'),
    description: 'Link do mapa (Google Maps)',
  },
  { key: 'check_in_time', value: '14:00', description: 'Horário de check-in' },
  { key: 'check_out_time', value: '12:00', description: 'Horário de check-out' },
  { key: 'latitude', value: '-14.05', description: 'Latitude da localização do hotel' },
  { key: 'longitude', value: '-52.16', description: 'Longitude da localização do hotel' },
];

/** The theme's five base colours ('hue saturation% lightness%'); the earth-* colours derive from them. */
export const SAMPLE_THEME_COLORS = {
  primary: DEFAULT_THEME_COLORS.primary,
  secondary: DEFAULT_THEME_COLORS.secondary,
  accent: DEFAULT_THEME_COLORS.accent,
  success: DEFAULT_THEME_COLORS.success,
  background: DEFAULT_THEME_COLORS.background,
};

/** Policies shown to guests, one tab per key, one item per line. */
export const SAMPLE_POLICIES = {
  cancelar: [
    'Reservas feitas por agência só podem ser canceladas pela própria agência, com no mínimo 24 horas de antecedência.',
    'Reservas não garantidas são canceladas automaticamente às 17:00 do dia da reserva.',
    'Reservas diretas podem ser canceladas sem custo até 48 horas antes do check-in.',
    'O cancelamento deve ser feito por escrito (WhatsApp ou e-mail); vale o horário de recebimento.',
    'Reservas pré-pagas: cancelamento com mais de 10 dias de antecedência tem reembolso de 100%; de 2 a 10 dias, 50%; com menos de 2 dias, não há reembolso.',
  ],
  pagamento: [
    'Pagamento na chegada em dinheiro, PIX ou cartão.',
    'Pagamento antecipado por PIX ou cartão.',
  ],
  obrigacoes: [
    'Respondemos em até 2 horas no horário comercial; fora dele, no próximo dia útil.',
    'Atendimento por WhatsApp 24 horas para emergências.',
    'É obrigatória a apresentação de documentos de todos os hóspedes, inclusive crianças.',
  ],
  menores: [
    'Crianças de 0 a 6 anos não pagam hospedagem.',
    'A partir de 7 anos, a criança paga hospedagem.',
    'Grupos com mais de 5 pessoas têm condições especiais.',
    'Menores acompanhados de outro responsável precisam de autorização por escrito com firma reconhecida em cartório.',
  ],
  reservas: [
    'A reserva só é válida após a confirmação do hotel.',
    'Solicitações de reserva ficam pendentes por 24 horas aguardando confirmação; depois disso são liberadas automaticamente.',
  ],
} as const;

function section(name: string, values: Record<string, string>, imageKeys: string[] = []): SampleSiteContent[] {
  return Object.entries(values).map(([contentKey, contentValue]) => ({
    section: name,
    contentKey,
    contentValue,
    contentType: imageKeys.includes(contentKey) ? 'image' : 'text',
  }));
}

export const SAMPLE_SITE_CONTENT: SampleSiteContent[] = [
  ...section(
    'hero',
    {
      title: 'Hotel Água Boa',
      subtitle: 'Conforto e hospitalidade no coração do Araguaia',
      description: 'Apartamentos confortáveis, café colonial e atendimento 24h em Água Boa - MT.',
      image: '',
    },
    ['image'],
  ),
  ...section('accommodations', {
    title: 'Acomodações Exclusivas',
    subtitle: 'Conheça nossos espaços',
    description: 'Ambientes pensados para o seu descanso, seja a trabalho ou a passeio.',
  }),
  ...section('leisure', {
    title: 'Lazer',
    subtitle: 'Piscina, quadra de tênis e área verde',
    description: 'Aproveite a piscina, a quadra de tênis e os jardins do hotel nos momentos de descanso.',
  }),
  ...section('apartment-carousel', {
    title: 'Nossos Apartamentos',
    description: 'Apartamentos confortáveis e bem equipados para todos os tipos de viagem.',
  }),
  ...section('reservation-settings', { show_prices: 'true' }),
  ...section('hotel-services', {
    title: 'Serviços do Hotel',
    subtitle: 'Tudo para uma estadia tranquila',
    description: 'Estrutura completa para quem viaja a trabalho, a passeio ou para eventos.',
    features: 'Café colonial incluso\nWi-Fi gratuito\nEstacionamento gratuito\nAtendimento 24h',
  }),
  ...section('theme_colors', SAMPLE_THEME_COLORS),
  ...section('hero-carousel', {
    title: 'Hotel Água Boa',
    description: 'Conheça o hotel em imagens.',
  }),
  ...section(
    'policies',
    Object.fromEntries(Object.entries(SAMPLE_POLICIES).map(([tab, items]) => [tab, items.join('\n')])),
  ),
];

/** Site content grouped per section: section → key → value. */
export function siteContentBySection(rows: readonly Pick<SampleSiteContent, 'section' | 'contentKey' | 'contentValue'>[]) {
  const map: Record<string, Record<string, string>> = {};
  for (const r of rows) (map[r.section] ??= {})[r.contentKey] = r.contentValue;
  return map;
}

export const SAMPLE_VIDEOS: SampleVideo[] = [
  {
    title: 'Conheça o Hotel Água Boa',
    description: 'Um passeio pelas instalações do hotel.',
    youtubeUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    youtubeId: 'aqz-KE-bpKQ',
    section: 'site',
    isActive: true,
    sortOrder: 1,
  },
  {
    title: 'Nossos apartamentos',
    description: 'Veja os tipos de apartamento disponíveis.',
    youtubeUrl: 'https://youtu.be/ScMzIvxBSi4',
    youtubeId: 'ScMzIvxBSi4',
    section: 'accommodations',
    isActive: true,
    sortOrder: 2,
  },
];

export const SAMPLE_REVIEWS: SampleReview[] = [
  {
    authorName: 'Mariana S.',
    authorCity: 'Cuiabá - MT',
    rating: 5,
    text: 'Hotel muito limpo e organizado, equipe atenciosa e o café colonial é maravilhoso. Voltarei com certeza!',
    stayDate: '2026-01-01',
    createdAt: '2026-01-18T12:00:00-04:00',
  },
  {
    authorName: 'Roberto A.',
    authorCity: 'Goiânia - GO',
    rating: 5,
    text: 'Fiquei uma semana a trabalho. Quarto silencioso, Wi-Fi bom e estacionamento amplo para a caminhonete.',
    stayDate: '2026-03-01',
    createdAt: '2026-03-05T12:00:00-04:00',
  },
  {
    authorName: 'Fernanda L.',
    authorCity: 'Barra do Garças - MT',
    rating: 4,
    text: 'Ótima localização e piscina agradável. As crianças adoraram. Recomendo a suíte família.',
    stayDate: '2026-04-01',
    createdAt: '2026-04-22T12:00:00-04:00',
  },
  {
    authorName: 'Carlos M.',
    authorCity: 'Brasília - DF',
    rating: 5,
    text: 'Fizemos um evento da empresa no centro de eventos: estrutura excelente e atendimento impecável.',
    stayDate: '2026-06-01',
    createdAt: '2026-06-10T12:00:00-04:00',
  },
  {
    authorName: 'Juliana P.',
    authorCity: 'Canarana - MT',
    rating: 4,
    text: 'Apartamento confortável e bem climatizado. O atendimento pelo WhatsApp foi rápido.',
    stayDate: '2026-08-01',
    createdAt: '2026-08-27T12:00:00-04:00',
  },
  {
    authorName: 'André T.',
    authorCity: 'Nova Xavantina - MT',
    rating: 5,
    text: 'Sempre me hospedo aqui quando passo por Água Boa. Café da manhã caprichado e cama muito boa.',
    stayDate: '2026-10-01',
    createdAt: '2026-10-14T12:00:00-04:00',
  },
];
