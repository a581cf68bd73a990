import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn } from './query-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { origin: 'https://nova.example' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function run(on401: 'returnNull' | 'throw', queryKey: readonly unknown[]) {
  const fn = getQueryFn<unknown>({ on401 });
  return fn({ queryKey, signal: new AbortController().signal, meta: undefined, client: createQueryClient() } as never);
}

describe('getQueryFn', () => {
  it('joins the key parts with "/" and sends credentials', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":7}', { status: 200 }));
    await expect(run('throw', ['/api/prompts', 'cg-1', 'usage'])).resolves.toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://nova.example/api/prompts/cg-1/usage');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('yields null on 401 when asked to', async () => {
    fetchMock.mockResolvedValue(new Response('no session', { status: 401, statusText: 'Unauthorized' }));
    await expect(run('returnNull', ['/api/me'])).resolves.toBeNull();
  });

  it('throws on 401 by default, with the status-colon-body message', async () => {
    fetchMock.mockResolvedValue(new Response('no session', { status: 401, statusText: 'Unauthorized' }));
    await expect(run('throw', ['/api/me'])).rejects.toThrow('401: no session');
  });
});

describe('createQueryClient', () => {
  it('never goes stale, never refetches on focus or by polling, never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
    expect(defaults.queries?.queryFn).toBeTypeOf('function');
  });
});
