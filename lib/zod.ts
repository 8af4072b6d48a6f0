/**
 * zod with its own messages in Brazilian Portuguese: a value of the wrong type or a body that is not
 * an object gets 'Entrada inválida: esperava um objeto, recebeu um vetor', not English. Every schema
 * imports z from here. Pure: client and server.
 */
import { z } from 'zod';

z.config(z.locales.ptBR());

export { z };
