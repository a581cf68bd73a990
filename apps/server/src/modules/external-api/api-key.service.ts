import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_DISPLAY_CHARS,
  API_KEY_PREFIX,
  API_RATE_LIMIT_PER_HOUR,
  type ApiKeyStatus,
  type GenerateApiKeyResponse,
  type Usage,
} from '@nova/shared';
import type { ApiKeyRecord, ApiKeyRepo } from './api-key.repo.js';
import { utcDay, utcMonthStart, windowOf } from './rate-window.js';

/** Longer values cannot be a key; they are refused without touching the database. */
const KEY_MAX_CHARS = 200;

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Where a key stands in its window after a request was counted (or refused). */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Epoch seconds the window ends. */
  resetAt: number;
  /** Seconds until then, at least 1. */
  retryAfter: number;
}

const inactive: ApiKeyStatus = { active: false, prefix: null, createdAt: null };

export interface ApiKeyServiceDeps {
  repo: ApiKeyRepo;
  clock: () => Date;
  limit?: number;
}

export function createApiKeyService({ repo, clock, limit = API_RATE_LIMIT_PER_HOUR }: ApiKeyServiceDeps) {
  const decision = (allowed: boolean, count: number, now: Date): RateDecision => {
    const { end } = windowOf(now);
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - count),
      resetAt: end,
      retryAfter: Math.max(1, end - Math.floor(now.getTime() / 1000)),
    };
  };

  /** The key's standing without counting a request. */
  const peek = async (key: ApiKeyRecord): Promise<RateDecision> => {
    const now = clock();
    return decision(true, await repo.windowCount(key.id, windowOf(now).start), now);
  };

  return {
    /** A new key for the workspace, replacing (revoking) the one it had. */
    async generate(workspaceId: string): Promise<GenerateApiKeyResponse> {
      const apiKey = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const prefix = apiKey.slice(0, API_KEY_DISPLAY_CHARS);
      const now = clock();
      await repo.replaceActive(
        { id: randomUUID(), workspaceId, keyHash: hashApiKey(apiKey), prefix, createdAt: now.toISOString() },
        windowOf(now).start,
      );
      return { apiKey, prefix };
    },

    async status(workspaceId: string): Promise<ApiKeyStatus> {
      const key = await repo.findActiveForWorkspace(workspaceId);
      return key ? { active: true, prefix: key.prefix, createdAt: key.createdAt } : inactive;
    },

    /** The active key this secret is, or undefined for a missing, malformed, unknown or revoked one. */
    async authenticate(presented: string | undefined): Promise<ApiKeyRecord | undefined> {
      if (!presented || presented.length > KEY_MAX_CHARS || !presented.startsWith(API_KEY_PREFIX)) return undefined;
      const hash = hashApiKey(presented);
      const key = await repo.findActiveByHash(hash);
      // The lookup is by an indexed hash; comparing the hashes again in constant time keeps
      // the final decision free of early-exit string comparison.
      if (!key || !timingSafeEqual(Buffer.from(key.keyHash, 'hex'), Buffer.from(hash, 'hex'))) return undefined;
      return key;
    },

    async revoke(key: ApiKeyRecord): Promise<ApiKeyStatus> {
      await repo.revoke(key.id, clock().toISOString());
      return inactive;
    },

    async revokeForWorkspace(workspaceId: string): Promise<ApiKeyStatus> {
      await repo.revokeForWorkspace(workspaceId, clock().toISOString());
      return inactive;
    },

    /** Counts the request against the key's hourly limit; refused requests are not counted. */
    async consume(key: ApiKeyRecord): Promise<RateDecision> {
      const now = clock();
      const count = await repo.countRequest(key.id, windowOf(now).start, utcDay(now), limit);
      return count === undefined ? decision(false, limit, now) : decision(true, count, now);
    },

    peek,

    /** The usage of the workspace's active key, or undefined when it has none. */
    async usageForWorkspace(workspaceId: string): Promise<Usage | undefined> {
      const key = await repo.findActiveForWorkspace(workspaceId);
      return key ? this.usage(key) : undefined;
    },

    async usage(key: ApiKeyRecord): Promise<Usage> {
      const now = clock();
      const [counts, standing] = await Promise.all([
        repo.dailyCounts(key.id, utcDay(now), utcMonthStart(now)),
        peek(key),
      ]);
      return {
        requestsToday: counts.today,
        requestsThisMonth: counts.month,
        rateLimit: {
          limit: standing.limit,
          remaining: standing.remaining,
          resetAt: new Date(standing.resetAt * 1000).toISOString(),
        },
      };
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
