import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { resolveApiUrl, throwIfResNotOk } from './api-request';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query: key parts joined with "/" form the path; JSON answer. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(resolveApiUrl(queryKey.join('/')), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
