import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 5000, host: 'localhost', logLevel: 'info' });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({ PORT: '6123', HOST: '0.0.0.0', DATA_DIR: '/tmp/nova', LOG_LEVEL: 'warn' });
    expect(config).toMatchObject({ port: 6123, host: '0.0.0.0', dataDir: '/tmp/nova', logLevel: 'warn' });
  });

  it('rejects bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
