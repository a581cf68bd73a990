import { DEFAULT_USER_ID, type ShortcutCustomization, type ShortcutUsageEvent } from '@nova/shared';
import * as v from 'valibot';
import { apiRequest } from '@/lib/api/api-request';
import { customizationsSchema } from '../model/customizations-schema';

const userHeader = { 'user-id': DEFAULT_USER_ID };

// Checked with the store's small schema (zod stays out of the initial JavaScript); applyCustomizations validates ids and keys.
const listSchema = v.object({ shortcuts: customizationsSchema });

export async function fetchShortcutCustomizations(): Promise<ShortcutCustomization[]> {
  const res = await apiRequest('GET', '/api/shortcuts', undefined, { headers: userHeader });
  return v.parse(listSchema, await res.json()).shortcuts;
}

export async function saveShortcutCustomizations(shortcuts: ShortcutCustomization[]): Promise<void> {
  await apiRequest('PUT', '/api/shortcuts', { shortcuts }, { headers: userHeader });
}

export async function postShortcutUsage(event: ShortcutUsageEvent): Promise<void> {
  await apiRequest('POST', '/api/shortcuts/usage', event);
}
