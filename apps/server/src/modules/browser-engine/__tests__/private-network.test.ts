import { describe, expect, it, vi } from 'vitest';
import { createPrivateNetworkGuard, isPrivateAddress } from '../private-network.js';

describe('isPrivateAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '[::1]', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1'])(
    '%s is private',
    (address) => {
      expect(isPrivateAddress(address)).toBe(true);
    },
  );

  it.each(['8.8.8.8', '172.32.0.1', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8', 'example.com'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('createPrivateNetworkGuard', () => {
  it('blocks localhost, private IP literals and names that resolve to private addresses', async () => {
    const resolve = vi.fn(async (host: string) => (host === 'intranet.example' ? ['10.0.0.5'] : ['93.184.216.34']));
    const isBlocked = createPrivateNetworkGuard(resolve);
    expect(await isBlocked('http://localhost:3000/')).toBe(true);
    expect(await isBlocked('http://127.0.0.1/')).toBe(true);
    expect(await isBlocked('http://[::1]:8080/')).toBe(true);
    expect(await isBlocked('https://intranet.example/')).toBe(true);
    expect(await isBlocked('https://example.com/')).toBe(false);
    expect(await isBlocked('about:blank')).toBe(false);
  });

  it('caches lookups for a minute', async () => {
    let now = 0;
    const resolve = vi.fn(async () => ['10.0.0.5']);
    const isBlocked = createPrivateNetworkGuard(resolve, () => now);
    await isBlocked('https://a.example/');
    await isBlocked('https://a.example/x');
    expect(resolve).toHaveBeenCalledTimes(1);
    now = 61_000;
    await isBlocked('https://a.example/');
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('leaves names that do not resolve to the browser', async () => {
    const isBlocked = createPrivateNetworkGuard(async () => {
      throw new Error('ENOTFOUND');
    });
    expect(await isBlocked('https://nowhere.invalid/')).toBe(false);
  });
});
