import { promptFavoriteSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';
import { promptPath } from './query-keys';

/** POST /api/prompts/{id}/favorite flips the flag; answers the new state. */
export async function togglePromptFavorite(id: string): Promise<boolean> {
  const res = await apiRequest('POST', `${promptPath(id)}/favorite`);
  return promptFavoriteSchema.parse(await res.json()).isFavorite;
}
