import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export declare const ACTION_BODY_LIMIT: number;
export declare const GUARD_MESSAGES: Record<'badPath' | 'crossSite' | 'lengthRequired' | 'tooLarge' | 'malformed' | 'headersTooLarge' | 'badRequest', string>;

export interface Refusal {
  status: number;
  message: string;
}
export declare function checkRequest(
  req: IncomingMessage,
  options?: { actionBodyLimit?: number },
): Promise<{ refusal: Refusal; request?: undefined } | { refusal?: undefined; request: IncomingMessage }>;
export declare function refuse(res: ServerResponse, refusal: Refusal): void;
export declare function answerClientError(error: Error & { code?: string }, socket: Duplex): void;
