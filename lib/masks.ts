/** Input masks of the reservation and contact forms (spec §5); pure, for client and server. */

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** CPF '000.000.000-00' (11 digits), formatted progressively while typing. */
export function maskCpf(value: string): string {
  const d = digitsOnly(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Phone '(DD) xxxx-xxxx' (10 digits) or '(DD) xxxxx-xxxx' (11 digits, mobiles), at most 11 digits. */
export function maskPhone(value: string): string {
  const d = digitsOnly(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  const head = d.length === 11 ? 5 : 4;
  return rest.length <= head ? area + rest : `${area}${rest.slice(0, head)}-${rest.slice(head)}`;
}

/** CEP '00000-000' (8 digits). */
export function maskCep(value: string): string {
  const d = digitsOnly(value).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** Birth date 'dd/mm/aaaa' (at most 8 digits). */
export function maskBirthDate(value: string): string {
  const d = digitsOnly(value).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}
