import { promptUsageSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';
import { promptPath } from './query-keys';

export async function recordPromptUsage(id: string): Promise<number> {
  const res = await apiRequest('POST', `${promptPath(id)}/usage`);
  return promptUsageSchema.parse(await res.json()).usageCount;
}
