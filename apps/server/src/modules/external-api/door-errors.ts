import { ChatError } from '../ai-chat/ai-chat.service.js';

/**
 * The status a keyed door answers a chat failure with. The provider rejecting the server's own
 * OpenAI key becomes 502: a 401 here would tell the client its Nova key is wrong.
 */
export function doorStatus(error: ChatError): number {
  return error.status === 401 ? 502 : error.status;
}

export { ChatError };
