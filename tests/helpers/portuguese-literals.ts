import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Finds Portuguese text written as a literal in the source: string literals, template literal parts
// and JSX text (comments are not tokens of the tree, so they never count). A text is Portuguese when
// it has a letter of the language (ã, ç, é, …) or one of the words below; paths, URLs and file names
// (routes such as '/admin/reservas') are identifiers, not text.

const PORTUGUESE_LETTER = /[áàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ]/;

/** Common Portuguese words that are not English words nor code (no 'a', 'e', 'o', 'do', 'no', 'as', 'com'). */
const PORTUGUESE_WORDS = new Set(
  (
    'de da das dos ao aos em um uma uns umas os se ou mas pelo pela pelos pelas para por sem seu sua seus suas ' +
    'voce nao sim ja so foi esta este essa esse isto isso nova novo novas novos muito muitas muitos outra outro ' +
    'erro erros dados verifique informe tente novamente aguarde carregar salvar enviar enviado enviada cancelar ' +
    'cancelada cancelado cancelou confirmar confirmada confirmado voltar entrar sair fechar abrir buscar busca ' +
    'reserva reservas senha nome telefone mensagem mensagens cidade estado noite noites motivo apartamento ' +
    'apartamentos hospede pedido pedidos especiais aviso ola solicitou contato conta arquivo encontrado ' +
    'encontrada acesso negado banco requisicao corpo limite deve pode tem ter sao obrigado obrigada ' +
    'agora antes depois hoje amanha dia dias semana ano anos hora horas valor campo campos tipo pagina inicio'
  ).split(' '),
);

/**
 * Paths, anchors, URLs, file names, and one word in lower or upper case without spaces (a route segment
 * 'reservas', an element id 'contato-title', a key 'headings.cancelar', a state code 'SE').
 */
const IDENTIFIER_LIKE = /^(?:\/|#|\?|[a-z][a-z0-9+.-]*:\/\/)|^[\w.-]+\.[a-z]{2,4}$|^[a-z0-9_.-]+$|^[A-Z0-9_.-]+$/;
// (' de ', between two values of a template, is text: only a word without spaces around is an identifier)

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function isPortugueseText(text: string): boolean {
  if (IDENTIFIER_LIKE.test(text)) return false;
  if (PORTUGUESE_LETTER.test(text)) return true;
  return fold(text)
    .split(/[^a-z0-9]+/)
    .some((word) => PORTUGUESE_WORDS.has(word));
}

export interface Literal {
  file: string;
  line: number;
  text: string;
}

/** Every literal of a TypeScript/TSX source that reads as Portuguese text. */
export function portugueseLiterals(file: string, source: string): Literal[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isExternalModuleReference(node)) return;
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) text = node.text;
    else if (ts.isJsxText(node)) text = node.text;
    if (text !== undefined && isPortugueseText(text)) {
      found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The .ts/.tsx files under `dirs` (relative to `root`), as posix paths relative to `root`. */
export function sourceFiles(root: string, dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(rel);
    }
  };
  for (const dir of dirs) walk(dir);
  return files.sort();
}
