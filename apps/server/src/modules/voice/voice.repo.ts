import {
  DEFAULT_VOICE_SETTINGS,
  VOICE_ACTION_CATEGORIES,
  VOICE_LOG_RETENTION,
  VOICE_SUCCESS_RATE_WINDOW,
  voiceActionSchema,
  voiceParamsSchema,
  type VoiceCommand,
  type VoiceHistoryEntry,
  type VoiceParams,
  type VoiceSettings,
  type VoiceStats,
  voiceSettingsSchema,
} from '@nova/shared';
import type { Selectable } from 'kysely';
import type { Db, VoiceCustomCommandTable, VoiceProfileTable } from '../../db/schema.js';

export interface NewCustomCommand {
  id: string;
  phrase: string[];
  aliases: string[];
  action: VoiceCommand['action'];
  params: VoiceParams;
  description: string;
  requiresConfirmation: boolean;
  createdAt: string;
}

export interface LoggedExecution {
  commandId: string;
  action: string;
  params: VoiceParams;
  success: boolean;
  executedAt: string;
}

const TOP_ACTIONS = 5;

function parseJson<T>(json: string, parse: (value: unknown) => T | undefined, fallback: T): T {
  try {
    return parse(JSON.parse(json)) ?? fallback;
  } catch {
    return fallback;
  }
}

const stringArray = (value: unknown) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined);

function toCommand(row: Selectable<VoiceCustomCommandTable>): VoiceCommand | undefined {
  const action = voiceActionSchema.safeParse(row.action);
  if (!action.success) return undefined;
  return {
    id: row.id,
    phrase: parseJson(row.phrases, stringArray, []),
    aliases: parseJson(row.aliases, stringArray, []),
    action: action.data,
    category: VOICE_ACTION_CATEGORIES[action.data],
    params: parseJson(row.params, (v) => voiceParamsSchema.safeParse(v).data, {}),
    description: row.description,
    requiresConfirmation: row.requires_confirmation === 1,
  };
}

function toSettings(row: Selectable<VoiceProfileTable> | undefined): VoiceSettings {
  if (!row) return { ...DEFAULT_VOICE_SETTINGS };
  const parsed = voiceSettingsSchema.safeParse({
    language: row.language,
    wakeWordRequired: row.wake_word_required === 1,
    wakeWord: row.wake_word,
    confirmDangerous: row.confirm_dangerous === 1,
    continuous: row.continuous === 1,
  });
  return parsed.success ? parsed.data : { ...DEFAULT_VOICE_SETTINGS };
}

const settingsColumns = (settings: VoiceSettings) => ({
  language: settings.language,
  wake_word_required: settings.wakeWordRequired ? 1 : 0,
  wake_word: settings.wakeWord,
  confirm_dangerous: settings.confirmDangerous ? 1 : 0,
  continuous: settings.continuous ? 1 : 0,
});

export function createVoiceRepo(db: Db) {
  const profileRow = (workspaceId: string) =>
    db.selectFrom('voice_profiles').selectAll().where('workspace_id', '=', workspaceId).executeTakeFirst();

  return {
    async getSettings(workspaceId: string): Promise<VoiceSettings> {
      return toSettings(await profileRow(workspaceId));
    },

    async saveSettings(workspaceId: string, settings: VoiceSettings, at: string): Promise<void> {
      await db
        .insertInto('voice_profiles')
        .values({ workspace_id: workspaceId, ...settingsColumns(settings), total_commands: 0, successful_commands: 0, updated_at: at })
        .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ ...settingsColumns(settings), updated_at: at }))
        .execute();
    },

    async stats(workspaceId: string): Promise<VoiceStats> {
      const profile = await profileRow(workspaceId);
      const recent = await db
        .selectFrom('voice_command_log')
        .select(['success', 'executed_at'])
        .where('workspace_id', '=', workspaceId)
        .orderBy('seq', 'desc')
        .limit(VOICE_SUCCESS_RATE_WINDOW)
        .execute();
      const top = await db
        .selectFrom('voice_command_log')
        .select(['action', db.fn.countAll<number>().as('count')])
        .where('workspace_id', '=', workspaceId)
        .groupBy('action')
        .orderBy('count', 'desc')
        .orderBy('action')
        .limit(TOP_ACTIONS)
        .execute();
      const succeeded = recent.filter((r) => r.success === 1).length;
      const latest = await db
        .selectFrom('voice_command_log')
        .select((eb) => eb.fn.max('executed_at').as('last'))
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return {
        totalCommands: profile?.total_commands ?? 0,
        successfulCommands: profile?.successful_commands ?? 0,
        recentSuccessRate: recent.length === 0 ? 100 : Math.round((succeeded / recent.length) * 1000) / 10,
        lastCommandAt: latest?.last ?? null,
        topActions: top.map((row) => ({ action: row.action, count: Number(row.count) })),
      };
    },

    /** Logs one execution, counts it in the profile and drops log rows beyond the retention, in one transaction. */
    async logExecution(workspaceId: string, execution: LoggedExecution, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('voice_command_log')
          .values({
            workspace_id: workspaceId,
            command_id: execution.commandId,
            action: execution.action,
            params: JSON.stringify(execution.params),
            success: execution.success ? 1 : 0,
            executed_at: execution.executedAt,
          })
          .execute();
        const success = execution.success ? 1 : 0;
        await trx
          .insertInto('voice_profiles')
          .values({
            workspace_id: workspaceId,
            ...settingsColumns(DEFAULT_VOICE_SETTINGS),
            total_commands: 1,
            successful_commands: success,
            updated_at: at,
          })
          .onConflict((oc) =>
            oc.column('workspace_id').doUpdateSet((eb) => ({
              total_commands: eb('voice_profiles.total_commands', '+', 1),
              successful_commands: eb('voice_profiles.successful_commands', '+', success),
            })),
          )
          .execute();
        const cutoff = await trx
          .selectFrom('voice_command_log')
          .select('seq')
          .where('workspace_id', '=', workspaceId)
          .orderBy('seq', 'desc')
          .offset(VOICE_LOG_RETENTION)
          .limit(1)
          .executeTakeFirst();
        if (cutoff) {
          await trx.deleteFrom('voice_command_log').where('workspace_id', '=', workspaceId).where('seq', '<=', cutoff.seq).execute();
        }
      });
    },

    /** The newest logged executions, newest first. */
    async history(workspaceId: string, limit: number): Promise<VoiceHistoryEntry[]> {
      const rows = await db
        .selectFrom('voice_command_log')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.seq,
        commandId: row.command_id,
        action: row.action,
        params: parseJson(row.params, (v) => voiceParamsSchema.safeParse(v).data, {}),
        success: row.success === 1,
        executedAt: row.executed_at,
      }));
    },

    async listCommands(workspaceId: string): Promise<VoiceCommand[]> {
      const rows = await db
        .selectFrom('voice_custom_commands')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toCommand).filter((c): c is VoiceCommand => c !== undefined);
    },

    async countCommands(workspaceId: string): Promise<number> {
      const row = await db
        .selectFrom('voice_custom_commands')
        .select(db.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * Stores the command unless `conflict` finds a problem with the workspace's existing commands;
     * check and insert run in one transaction, so two concurrent requests cannot both take a phrase.
     */
    async insertCommand(
      workspaceId: string,
      command: NewCustomCommand,
      conflict: (existing: VoiceCommand[], count: number) => string | undefined,
    ): Promise<{ command: VoiceCommand } | { conflict: string }> {
      return db.transaction().execute(async (trx) => {
        const existingRows = await trx.selectFrom('voice_custom_commands').selectAll().where('workspace_id', '=', workspaceId).execute();
        const existing = existingRows.map(toCommand).filter((c): c is VoiceCommand => c !== undefined);
        const problem = conflict(existing, existingRows.length);
        if (problem) return { conflict: problem };
        const row = await trx
          .insertInto('voice_custom_commands')
          .values({
            id: command.id,
            workspace_id: workspaceId,
            phrases: JSON.stringify(command.phrase),
            aliases: JSON.stringify(command.aliases),
            action: command.action,
            params: JSON.stringify(command.params),
            description: command.description,
            requires_confirmation: command.requiresConfirmation ? 1 : 0,
            created_at: command.createdAt,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const stored = toCommand(row);
        if (!stored) throw new Error('stored voice command could not be read back');
        return { command: stored };
      });
    },

    async deleteCommand(workspaceId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('voice_custom_commands')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type VoiceRepo = ReturnType<typeof createVoiceRepo>;
