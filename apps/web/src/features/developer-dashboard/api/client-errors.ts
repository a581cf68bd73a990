import { clientErrorListSchema, type StoredClientError } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const CLIENT_ERRORS_KEY = ['/api/client-errors'] as const;

/** GET /api/client-errors: what the error screen caught and reported, newest first. */
export async function fetchClientErrors(): Promise<StoredClientError[]> {
  return clientErrorListSchema.parse(await (await apiRequest('GET', '/api/client-errors')).json()).errors;
}
