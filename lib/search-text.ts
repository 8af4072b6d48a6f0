/** Lowercase without accents: what a search compares ('Pão' finds 'pao'). Pure, no imports: light for the client. */
export function searchText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
