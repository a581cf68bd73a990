import { APP_VERSION, healthSchema } from '@nova/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';

describe('GET /api/health', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('answers the version and the database state without issuing a session', async () => {
    const { app } = await buildTestApp();
    close = () => app.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.version).toBe(APP_VERSION);
    expect(body.database).toMatchObject({ status: 'ok', dialect: 'sqlite' });
    expect(body.database.migrations).toBeGreaterThanOrEqual(2);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
