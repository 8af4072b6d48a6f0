/** The home page's section anchors, in page order; `key` names the label under header.nav. */
export const SECTION_LINKS = [
  { href: '#home', key: 'home' },
  { href: '#acomodacoes', key: 'accommodations' },
  { href: '#galeria', key: 'gallery' },
  { href: '#servicos', key: 'services' },
  { href: '#localizacao', key: 'location' },
  { href: '#contato', key: 'contact' },
] as const;

/** The header shows the spec's five anchors; the footer's quick links add the services. */
export const HEADER_LINKS = SECTION_LINKS.filter((link) => link.key !== 'services');

