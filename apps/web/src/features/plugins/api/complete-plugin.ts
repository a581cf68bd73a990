import { type PluginCompletionRequest, pluginCompletionResponseSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/plugins/complete: the model's answer to a filled plugin prompt. */
export async function completePlugin(request: PluginCompletionRequest): Promise<string> {
  const res = await apiRequest('POST', '/api/plugins/complete', request);
  return pluginCompletionResponseSchema.parse(await res.json()).content;
}
