import { startServer } from './support/server';

/** One server for the run; tests reach it through the baseURL fixture (E2E_BASE_URL). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
