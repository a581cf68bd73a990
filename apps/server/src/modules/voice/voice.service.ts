import { randomUUID } from 'node:crypto';
import {
  builtInCommandUsing,
  VOICE_CUSTOM_COMMANDS_MAX,
  type VoiceCommand,
  type VoiceProfile,
  type VoiceSettings,
  type customVoiceCommandInputSchema,
  type voiceCommandLogSchema,
} from '@nova/shared';
import type { z } from 'zod';
import type { VoiceRepo } from './voice.repo.js';

/** A failure the routes answer with `status` and `{message}`. */
export class VoiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'VoiceError';
  }
}

type CustomCommandInput = z.output<typeof customVoiceCommandInputSchema>;

/** Why a new command cannot be stored beside the existing ones; undefined when it can. */
export function findCommandConflict(input: CustomCommandInput, existing: readonly VoiceCommand[], count: number): string | undefined {
  if (count >= VOICE_CUSTOM_COMMANDS_MAX) return `A workspace can have at most ${VOICE_CUSTOM_COMMANDS_MAX} custom commands`;
  for (const phrase of [...input.phrase, ...input.aliases]) {
    const builtIn = builtInCommandUsing(phrase);
    if (builtIn) return `The phrase "${phrase}" is already used by the built-in command "${builtIn.description}"`;
    const custom = existing.find((c) => c.phrase.includes(phrase) || (c.aliases ?? []).includes(phrase));
    if (custom) return `The phrase "${phrase}" is already used by the custom command "${custom.description}"`;
  }
  return undefined;
}

const now = () => new Date().toISOString();

export function createVoiceService(repo: VoiceRepo) {
  return {
    history: (workspaceId: string, limit: number) => repo.history(workspaceId, limit),

    async profile(workspaceId: string): Promise<VoiceProfile> {
      const [settings, stats, customCommandCount] = await Promise.all([
        repo.getSettings(workspaceId),
        repo.stats(workspaceId),
        repo.countCommands(workspaceId),
      ]);
      return { settings, stats, customCommandCount };
    },

    async updateSettings(workspaceId: string, patch: Partial<VoiceSettings>): Promise<VoiceProfile> {
      const current = await repo.getSettings(workspaceId);
      await repo.saveSettings(workspaceId, { ...current, ...patch }, now());
      return this.profile(workspaceId);
    },

    listCommands: (workspaceId: string): Promise<VoiceCommand[]> => repo.listCommands(workspaceId),

    async train(workspaceId: string, input: CustomCommandInput): Promise<VoiceCommand> {
      const result = await repo.insertCommand(
        workspaceId,
        {
          id: `custom-${randomUUID()}`,
          phrase: input.phrase,
          aliases: input.aliases,
          action: input.action,
          params: input.params,
          description: input.description || `Custom: ${input.phrase[0] ?? input.action}`,
          requiresConfirmation: input.requiresConfirmation,
          createdAt: now(),
        },
        (existing, count) => findCommandConflict(input, existing, count),
      );
      if ('conflict' in result) throw new VoiceError(409, result.conflict);
      return result.command;
    },

    async deleteCommand(workspaceId: string, id: string): Promise<void> {
      if (!(await repo.deleteCommand(workspaceId, id))) throw new VoiceError(404, 'Voice command not found');
    },

    async logExecution(workspaceId: string, log: z.output<typeof voiceCommandLogSchema>): Promise<void> {
      await repo.logExecution(
        workspaceId,
        { commandId: log.command, action: log.action, params: log.params, success: log.success, executedAt: new Date(log.timestamp).toISOString() },
        now(),
      );
    },
  };
}

export type VoiceService = ReturnType<typeof createVoiceService>;
