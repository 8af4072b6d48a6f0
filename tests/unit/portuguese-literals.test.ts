import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPortugueseText, portugueseLiterals, sourceFiles, type Literal } from '../helpers/portuguese-literals';

// Every UI text lives in messages/pt-BR.json (lib/messages.ts outside React, next-intl inside): a
// Portuguese literal in app/, components/, lib/ or server/ fails here. What may stay is listed below,
// each with its reason: proper nouns, data, identifiers.

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIRS = ['app', 'components', 'lib', 'server'];

/** Proper nouns: taken out of a literal before it is read ('Hotel Água Boa' in a sender's name). */
const PROPER_NOUNS = ['Hotel Água Boa', 'Água Boa', 'Mato Grosso'];

/** Whole files that are data, not UI. */
const DATA_FILES: Record<string, string> = {
  'server/db/sample-data.ts': 'the sample content loaded into an empty database (room names, services, reviews, photo captions)',
};

/** Single literals that may stay, per file (each must still be there: a stale entry fails). */
const ALLOWED: Record<string, { texts: string[]; reason: string }> = {
  'lib/reservation-schema.ts': {
    reason: "proper nouns: the names of Brazil's states (BRAZIL_STATES)",
    texts: ['Amapá', 'Ceará', 'Espírito Santo', 'Goiás', 'Maranhão', 'Pará', 'Paraíba', 'Paraná', 'Piauí', 'Rio de Janeiro', 'Rondônia', 'São Paulo'],
  },
  'server/config.ts': {
    reason: "the default sender of EMAIL_FROM: the hotel's name and address",
    texts: ['Hotel Água Boa <reservas@hotelaguaboa.com.br>'],
  },
  'server/db/seed.ts': {
    reason: 'sample content: the seeded carousel of the accommodations',
    texts: ['Carrossel de Acomodações Exclusivas', 'Acomodações Exclusivas', 'Conheça nossos apartamentos.'],
  },
  'server/email/ics.ts': {
    reason: "the calendar file's PRODID: an identifier of the program, not shown to anyone",
    texts: ['PRODID:-//Hotel Agua Boa//Reservas//PT-BR'],
  },
  'server/db/queries/desk.ts': {
    reason: "data: the accented letters the desk search folds in SQL (translate), not a text anyone reads",
    texts: ['áàâãäåéèêëíìîïóòôõöúùûüýÿçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÝÇÑ'],
  },
  'app/api/admin/reservas/csv/route.ts': {
    reason: 'a file name (reservas-2026-11-23.csv), an identifier like the routes',
    texts: ['attachment; filename="reservas-'],
  },
  'app/painel/meus-dados/route.ts': {
    reason: 'a file name (meus-dados-hotel-agua-boa-2026-11-23.json), an identifier like the routes',
    texts: ['attachment; filename="meus-dados-hotel-agua-boa-'],
  },
};

const skipped = (file: string) => file in DATA_FILES;

function withoutProperNouns(text: string): string {
  return PROPER_NOUNS.reduce((rest, noun) => rest.split(noun).join(' '), text);
}

function scan(): Literal[] {
  return sourceFiles(ROOT, DIRS)
    .filter((file) => !skipped(file))
    .flatMap((file) => portugueseLiterals(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))
    .filter((l) => isPortugueseText(withoutProperNouns(l.text)));
}

describe('Portuguese text outside messages/pt-BR.json', () => {
  const found = scan();

  it('appears only as proper nouns, data and identifiers', () => {
    const unexpected = found.filter((l) => !ALLOWED[l.file]?.texts.includes(l.text)).map((l) => `${l.file}:${l.line} ${JSON.stringify(l.text)}`);
    expect(unexpected, 'move these texts to messages/pt-BR.json (or, for a proper noun or data, add them to ALLOWED with the reason)').toEqual([]);
  });

  it('has no stale entry in the allow-list', () => {
    const stale = Object.entries(ALLOWED).flatMap(([file, { texts }]) =>
      texts.filter((text) => !found.some((l) => l.file === file && l.text === text)).map((text) => `${file} ${JSON.stringify(text)}`),
    );
    expect(stale).toEqual([]);
  });
});

describe('the detector', () => {
  const literals = (source: string, file = 'x.tsx') => portugueseLiterals(file, source).map((l) => l.text);

  it('reads accented text and plain-ASCII Portuguese words', () => {
    expect(isPortugueseText('Reserva não encontrada.')).toBe(true);
    expect(isPortugueseText('Erro')).toBe(true);
    expect(isPortugueseText('Verifique os dados')).toBe(true);
    expect(isPortugueseText(' solicitou ')).toBe(true);
    expect(isPortugueseText('Nome')).toBe(true);
  });

  it('leaves English, code and identifiers alone', () => {
    for (const text of [
      'reservation csv failed',
      'private, no-store',
      'flex min-h-12 items-center rounded-xl px-5',
      '/admin/reservas',
      'contato-title',
      'headings.cancelar',
      'reserva.ics',
      'https://www.openstreetmap.org',
      'on conflict (key) do nothing',
      '0.35em',
      'SE',
    ]) {
      expect(isPortugueseText(text), text).toBe(false);
    }
  });

  it('finds string literals, template parts and JSX text, never comments', () => {
    const source = [
      "// Reserva não encontrada (a comment)",
      "/** Mensagem enviada */",
      "const a = 'Erro no sistema';",
      "const b = `${name} solicitou ${room}`;",
      "const c = <p className=\"text-sm\">Verifique os dados</p>;",
      "import x from './reservas';",
    ].join('\n');
    expect(literals(source)).toEqual(['Erro no sistema', ' solicitou ', 'Verifique os dados']);
  });
});
