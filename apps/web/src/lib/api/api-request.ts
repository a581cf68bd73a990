/** Paths beginning with /api resolve against the current site origin; anything else is used as given. */
export function resolveApiUrl(path: string, origin: string | undefined = globalThis.location?.origin): string {
  if (path.startsWith('/api') && origin) return new URL(path, origin).toString();
  return path;
}

/** Turns a non-OK response into an Error whose message is "status: body" (or "status: statusText"). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(resolveApiUrl(path), {
    method,
    headers: { ...options.headers, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}
