import { describe, expect, it } from 'vitest';
import { cancelReservationSchema, filtersQuery, testEmailSchema } from '@/lib/admin-desk';
import { csvCell, toCsv } from '@/lib/csv';
import { holdRemainingMs, hoursMinutes } from '@/lib/reservation-hold';
import { parseMonth, shiftMonth } from '@/lib/dates';
import { formatDateBr } from '../../lib/dates';

describe('CSV cells', () => {
  it('leaves plain text alone and quotes the separator, quotes and line breaks', () => {
    expect(csvCell('Água Boa')).toBe('Água Boa');
    expect(csvCell('1.230,50')).toBe('1.230,50');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('neutralises formulas (= + - @ tab CR) with a leading apostrophe', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+55 66')).toBe("'+55 66");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=x')).toBe("'\t=x");
    expect(csvCell('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a BOM, semicolons and CRLF lines', () => {
    expect(toCsv([['a', 'b'], ['c;d', '']])).toBe('\uFEFFa;b\r\n"c;d";\r\n');
  });
});

describe('the hold countdown', () => {
  const created = new Date('2026-11-20T10:00:00Z');
  it('counts down 24 h from the request and stops at 0', () => {
    expect(holdRemainingMs(created, new Date('2026-11-20T10:00:00Z'))).toBe(24 * 3_600_000);
    expect(hoursMinutes(holdRemainingMs(created, new Date('2026-11-21T07:29:30Z')))).toEqual({ hours: 2, minutes: 30 });
    expect(holdRemainingMs(created, new Date('2026-11-21T10:00:01Z'))).toBe(0);
  });
});

describe('dates and months', () => {
  it('formats and moves months', () => {
    expect(formatDateBr('2026-03-05')).toBe('05/03/2026');
    expect(formatDateBr(null)).toBe('');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(parseMonth('2026-11')).toBe('2026-11');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth(['2026-11'])).toBeNull();
  });
});

describe('schemas', () => {
  it('requires a cancellation reason, the shown status and a real id', () => {
    const id = '6f1c2a1e-2d1b-4c7e-9a53-1b2c3d4e5f60';
    expect(cancelReservationSchema.safeParse({ id, expectedStatus: 'pending', reason: '  Desistiu  ' }).data?.reason).toBe('Desistiu');
    expect(cancelReservationSchema.safeParse({ id, expectedStatus: 'pending', reason: ' a ' }).error?.issues[0]?.message).toBe(
      'Informe o motivo do cancelamento (mínimo de 3 caracteres).',
    );
    expect(cancelReservationSchema.safeParse({ id, expectedStatus: 'cancelled', reason: 'abc' }).success).toBe(false);
    expect(cancelReservationSchema.safeParse({ id: 'x', expectedStatus: 'pending', reason: 'abc' }).error?.issues[0]?.message).toBe('Identificador inválido.');
    expect(testEmailSchema.safeParse({ to: 'x@' }).error?.issues[0]?.message).toBe('Email inválido.');
    expect(testEmailSchema.safeParse({ to: '' }).error?.issues[0]?.message).toBe('Informe o email de destino.');
  });

  it('writes the filters back as a query, leaving page 1 out', () => {
    expect(filtersQuery({ status: 'pending', q: 'ana', page: 3 }, { page: 1 })).toBe('?status=pending&q=ana');
    expect(filtersQuery({ page: 1 })).toBe('');
  });
});
