import { type Prompt, promptSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';
import { promptPath } from './query-keys';

export async function updatePrompt(prompt: Prompt): Promise<Prompt> {
  const res = await apiRequest('PUT', promptPath(prompt.id), prompt);
  return promptSchema.parse(await res.json());
}
