/**
 * zod with its messages in Brazilian Portuguese. Each schema imports z from here and takes its own
 * messages (required field, too long, bad e-mail, …) from `validation` below, the typed texts of
 * messages/pt-BR.json; what no schema words itself (a value of the wrong type, a body that is not an
 * object: 'Entrada inválida: esperava um objeto, recebeu um vetor') comes from zod's pt-BR locale.
 * Pure: client and server.
 */
import { z } from 'zod';
import { translator } from './messages';

z.config(z.locales.ptBR());
// The first time zod parses an object it tries `new Function('')` to see whether it may compile its
// parsers; under the site's Content-Security-Policy (no 'unsafe-eval') the browser refuses it and
// reports a violation, although zod then carries on without. Tell zod not to try. Set here, where
// every schema takes z from, so zod loads only with the client code that parses something (the
// setting used to live in the root layout, which put zod into every page).
z.config({ jitless: true });

/** The schemas' messages: the `validation` texts of messages/pt-BR.json (typed keys). */
export const validation = translator('validation');

/** 'Nome completo é obrigatório.' */
export const requiredMessage = (label: string) => validation('required', { label });
/** 'Nome: máximo de 120 caracteres.' */
export const tooLongMessage = (label: string, max: number) => validation('tooLong', { label, max: String(max) });
/** 'Máximo de 500 caracteres.' */
export const maxCharsMessage = (max: number) => validation('maxChars', { max: String(max) });

export { z };

/** Whether a string from a URL or a body is a UUID, before it reaches a uuid column (which would throw on anything else). */
export const isUuid = (value: string) => z.uuid().safeParse(value).success;
