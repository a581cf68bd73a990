import { apiRequest } from '@/lib/api/api-request';
import { promptPath } from './query-keys';

export async function deletePrompt(id: string): Promise<void> {
  await apiRequest('DELETE', promptPath(id));
}
