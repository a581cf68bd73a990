import { type Prompt, promptSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/prompts with the id chosen here, so a retry after a lost answer cannot store it twice. */
export async function createPrompt(prompt: Prompt): Promise<Prompt> {
  const res = await apiRequest('POST', '/api/prompts', prompt);
  return promptSchema.parse(await res.json());
}
