/**
 * The readable part of an apiRequest error ("400: {"message":"..."}" → "..."), for showing
 * to the user; falls back to the error's own text.
 */
export function apiErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const body = /^\d{3}: ([\s\S]*)$/.exec(text)?.[1];
  if (body === undefined) return text;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the body itself is the best message there is.
  }
  return body;
}
