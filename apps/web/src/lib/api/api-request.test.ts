import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, resolveApiUrl } from './api-request';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { origin: 'https://nova.example' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function lastInit(): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called with options');
  return init;
}

describe('resolveApiUrl', () => {
  it('resolves /api paths against the current origin and leaves others alone', () => {
    expect(resolveApiUrl('/api/health')).toBe('https://nova.example/api/health');
    expect(resolveApiUrl('https://other.example/x')).toBe('https://other.example/x');
    expect(resolveApiUrl('/assets/a.js')).toBe('/assets/a.js');
  });
});

describe('apiRequest', () => {
  it('sends a JSON content type and body only when there is a body', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/things', { name: 'a' });
    expect(lastInit().headers).toEqual({ 'Content-Type': 'application/json' });
    expect(lastInit().body).toBe('{"name":"a"}');

    await apiRequest('DELETE', '/api/things/1');
    expect(lastInit().headers).toEqual({});
    expect(lastInit().body).toBeUndefined();
  });

  it('always sends credentials and uses the given method', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiRequest('GET', '/api/things');
    expect(lastInit()).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('https://nova.example/api/things');
  });

  it('turns a non-OK answer into "status: body text"', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"name is required"}', { status: 400, statusText: 'Bad Request' }));
    await expect(apiRequest('POST', '/api/things', {})).rejects.toThrow('400: {"message":"name is required"}');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/things')).rejects.toThrow('503: Service Unavailable');
  });

  it('returns the response when it is OK', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    const res = await apiRequest('GET', '/api/things');
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('apiRequest with extra headers', () => {
  it('sends them, keeping the JSON content type rule', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await apiRequest('GET', '/api/shortcuts', undefined, { headers: { 'user-id': 'default-user' } });
    expect(lastInit().headers).toEqual({ 'user-id': 'default-user' });
    await apiRequest('PUT', '/api/shortcuts', { shortcuts: [] }, { headers: { 'user-id': 'u' } });
    expect(lastInit().headers).toEqual({ 'user-id': 'u', 'Content-Type': 'application/json' });
  });
});
