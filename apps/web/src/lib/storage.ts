import * as v from 'valibot';

/**
 * Reads a JSON value from localStorage. Missing, unparsable or wrongly shaped data
 * (and storage that throws, as in some private modes) yields the fallback.
 */
export function readStoredJson<T>(key: string, schema: v.GenericSchema<unknown, T>, fallback: T): T {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback;
  }
}

/** Writes a JSON value; returns false when storage is full or unavailable. */
export function writeStoredJson(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing stored to remove.
  }
}
