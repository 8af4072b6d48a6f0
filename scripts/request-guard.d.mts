import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const ACTION_BODY_LIMIT: number;
export declare const GUARD_MESSAGES: Record<'badPath' | 'crossSite' | 'lengthRequired' | 'tooLarge' | 'malformed', string>;

export interface Refusal {
  status: number;
  message: string;
}
export declare function checkRequest(
  req: IncomingMessage,
  options?: { actionBodyLimit?: number },
): Promise<{ refusal: Refusal; request?: undefined } | { refusal?: undefined; request: IncomingMessage }>;
export declare function refuse(res: ServerResponse, refusal: Refusal): void;
