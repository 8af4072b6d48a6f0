import { describe, expect, it } from 'vitest';
import { parseDocument } from '@/lib/document';

describe('parseDocument', () => {
  it('reads headings, paragraphs (lines joined) and lists', () => {
    const text = 'Introdução do texto\nque continua.\n\n## Dados que coletamos\n- Nome\n- Email\nDepois da lista.\n\r\n## Direitos\nTexto final.';
    expect(parseDocument(text)).toEqual([
      { kind: 'paragraph', text: 'Introdução do texto que continua.' },
      { kind: 'heading', text: 'Dados que coletamos' },
      { kind: 'list', items: ['Nome', 'Email'] },
      { kind: 'paragraph', text: 'Depois da lista.' },
      { kind: 'heading', text: 'Direitos' },
      { kind: 'paragraph', text: 'Texto final.' },
    ]);
  });

  it('keeps markup and bare markers as text and drops empty blocks', () => {
    expect(parseDocument('<script>alert(1)</script>\n\n\n##\n-  \n')).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script>' }, { kind: 'paragraph', text: '## -' }]);
    expect(parseDocument('   \n\n')).toEqual([]);
  });
});
