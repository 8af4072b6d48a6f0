/** Rules shared by the text fields of every form. Pure: client and server. */
import { translator } from './messages';

/**
 * C0 control characters except tab, line feed and carriage return, and DEL. Nobody types them;
 * PostgreSQL refuses NUL in a text value (error 22021), which would fail the request as a whole.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const INVALID_CHARACTERS_MESSAGE = translator('validation')('invalidCharacters');

/** True when the text has no control character (see above): `z.string().refine(isPlainText, INVALID_CHARACTERS_MESSAGE)`. */
export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}
