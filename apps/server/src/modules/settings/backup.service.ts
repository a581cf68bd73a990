import { randomUUID } from 'node:crypto';
import {
  type Backup,
  BACKUP_API_KEY_NOTE,
  BACKUP_FORMAT,
  BACKUP_SUPPORTED_VERSIONS,
  BACKUP_VERSION,
  backupHeaderSchema,
  backupSchema,
  type ClearDataSummary,
  extractPlaceholders,
  type RestoreSummary,
  SAVED_SELECTOR_LIMIT,
  UNTITLED_PROMPT_TITLE,
  type VoiceCommand,
  workflowInputSchema,
} from '@nova/shared';
import type { z } from 'zod';
import type { Db } from '../../db/schema.js';
import { createAiChatRepo } from '../ai-chat/ai-chat.repo.js';
import { createProfileRepo } from '../profile/profile.repo.js';
import { createPromptsRepo } from '../prompts/prompts.repo.js';
import { createSelectorStudioRepo } from '../selector-studio/selector-studio.repo.js';
import { findShortcutListProblem } from '../shortcuts/shortcuts.routes.js';
import { createVoiceRepo } from '../voice/voice.repo.js';
import { findCommandConflict } from '../voice/voice.service.js';
import { createWorkflowsRepo } from '../workflows/workflows.repo.js';
import { SettingsError, type SettingsService } from './settings.service.js';

type WorkspaceTable =
  | 'chat_messages'
  | 'chat_sessions'
  | 'custom_prompts'
  | 'prompt_activity'
  | 'workflow_runs'
  | 'workflows'
  | 'voice_custom_commands'
  | 'voice_command_log'
  | 'voice_profiles'
  | 'shortcut_customizations'
  | 'shortcut_usage'
  | 'code_review_preferences'
  | 'workspace_settings'
  | 'qa_runs'
  | 'saved_selectors'
  | 'activity_events'
  | 'workspace_profiles';

/** SQLite takes at most 32,766 bound values per statement; lookups by id go in slices of this many. */
const ID_SLICE = 500;

/** "body.chats.0.messages.3.role: Invalid option" for each problem, like the schema validation of other routes. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.slice(0, 5).map((issue) => `${['body', ...issue.path.map(String)].join('.')}: ${issue.message}`);
  const more = issues.length > 5 ? `; and ${issues.length - 5} more` : '';
  return `Invalid request: ${parts.join('; ')}${more}`;
}

/** Reads a backup file's contents: the header first, so a file of another kind or version says so. */
export function parseBackup(body: unknown): Backup {
  const header = backupHeaderSchema.safeParse(body);
  if (!header.success) throw new SettingsError(400, describeIssues(header.error.issues));
  if (!(BACKUP_SUPPORTED_VERSIONS as readonly number[]).includes(header.data.version)) {
    throw new SettingsError(
      400,
      `Unsupported backup version ${header.data.version}: this server restores version ${BACKUP_SUPPORTED_VERSIONS.join(', ')}`,
    );
  }
  const parsed = backupSchema.safeParse(body);
  if (!parsed.success) throw new SettingsError(400, describeIssues(parsed.error.issues));
  for (const [index, entry] of parsed.data.shortcuts.entries()) {
    const problem = findShortcutListProblem(entry.shortcuts);
    if (problem) throw new SettingsError(400, `Invalid request: body.shortcuts.${index}.shortcuts: ${problem}`);
  }
  return parsed.data;
}

const sameDefinition = (a: { steps: unknown; parameters: unknown }, b: { steps: unknown; parameters: unknown }) =>
  JSON.stringify(a.steps) === JSON.stringify(b.steps) && JSON.stringify(a.parameters) === JSON.stringify(b.parameters);

/**
 * The workspace's data as one JSON document, restoring such a document into a workspace, and
 * clearing a workspace's data. Plugins live in the browser: the web page adds them to the file
 * and restores them itself.
 */
export function createBackupService({ db, settings, clock }: { db: Db; settings: SettingsService; clock: () => Date }) {
  const chats = createAiChatRepo(db);
  const prompts = createPromptsRepo(db);
  const workflows = createWorkflowsRepo(db);
  const voice = createVoiceRepo(db);
  const selectors = createSelectorStudioRepo(db);
  const profiles = createProfileRepo(db);

  async function exportChats(workspaceId: string): Promise<Backup['chats']> {
    const sessions = await chats.listSessions(workspaceId);
    return Promise.all(
      sessions.map(async (session) => ({
        session: { sessionId: session.sessionId, name: session.name, createdAt: session.createdAt, updatedAt: session.updatedAt },
        messages: await chats.listMessages(workspaceId, session.sessionId),
      })),
    );
  }

  async function exportPrompts(workspaceId: string): Promise<Backup['prompts']> {
    const custom = (await prompts.list(workspaceId)).filter((prompt) => prompt.isCustom);
    const activity = await db
      .selectFrom('prompt_activity')
      .select(['prompt_id', 'is_favorite', 'usage_count', 'last_used_at'])
      .where('workspace_id', '=', workspaceId)
      .execute();
    return {
      custom: custom.map((p) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        category: p.category,
        content: p.content,
        examples: p.examples,
        tags: p.tags,
        rating: p.rating,
        author: p.author,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
      })),
      activity: activity.map((row) => ({
        promptId: row.prompt_id,
        isFavorite: row.is_favorite === 1,
        usageCount: row.usage_count,
        lastUsedAt: row.last_used_at,
      })),
    };
  }

  async function exportShortcuts(workspaceId: string): Promise<Backup['shortcuts']> {
    const rows = await db
      .selectFrom('shortcut_customizations')
      .select(['user_id', 'shortcut_id', 'keys', 'enabled'])
      .where('workspace_id', '=', workspaceId)
      .orderBy('user_id')
      .execute();
    const byUser = new Map<string, Backup['shortcuts'][number]['shortcuts']>();
    for (const row of rows) {
      const list = byUser.get(row.user_id) ?? [];
      list.push({ id: row.shortcut_id, keys: row.keys, enabled: row.enabled === 1 });
      byUser.set(row.user_id, list);
    }
    return [...byUser].map(([userId, shortcuts]) => ({ userId, shortcuts }));
  }

  const commandInput = (command: VoiceCommand) => ({
    phrase: command.phrase,
    aliases: command.aliases ?? [],
    action: command.action,
    params: command.params,
    description: command.description,
    requiresConfirmation: command.requiresConfirmation ?? false,
  });

  return {
    async export(workspaceId: string): Promise<Backup> {
      const [chatList, promptData, workflowList, voiceSettings, voiceCommands, shortcuts, stored, selectorList, profile] = await Promise.all([
        exportChats(workspaceId),
        exportPrompts(workspaceId),
        workflows.list(workspaceId),
        voice.getSettings(workspaceId),
        voice.listCommands(workspaceId),
        exportShortcuts(workspaceId),
        settings.exportable(workspaceId),
        selectors.list(workspaceId),
        profiles.find(workspaceId),
      ]);
      return {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        exportedAt: clock().toISOString(),
        note: BACKUP_API_KEY_NOTE,
        chats: chatList,
        prompts: promptData,
        plugins: [],
        workflows: workflowList.map((w) => ({
          id: w.id,
          definition: { name: w.name, description: w.description, status: w.status, parameters: w.parameters, steps: w.steps },
          createdAt: w.createdAt,
          updatedAt: w.updatedAt,
        })),
        settings: stored,
        voice: { settings: voiceSettings, customCommands: voiceCommands.map((c) => ({ id: c.id, command: commandInput(c) })) },
        shortcuts,
        selectors: selectorList.map(({ id, name, selector, url, createdAt, updatedAt }) => ({ id, name, selector, url, createdAt, updatedAt })),
        ...(profile ? { profile: { name: profile.name } } : {}),
      };
    },

    /**
     * Adds the backup's data to the workspace in one transaction: entries with an id the workspace
     * already has are replaced, everything else is added, nothing is deleted. Settings are written
     * after the data, once it is in.
     */
    async restore(workspaceId: string, body: unknown): Promise<RestoreSummary> {
      const backup = parseBackup(body);
      const settingsChange = settings.restorableChange(backup.settings);
      await settings.checkUpdate(settingsChange);
      const at = clock().toISOString();
      const summary: RestoreSummary = {
        chats: { sessions: 0, messages: 0 },
        prompts: { custom: 0, favorites: 0 },
        plugins: 0,
        workflows: { imported: 0, alreadyPresent: 0 },
        settings: { ai: false, browser: false },
        voice: { settings: false, customCommands: 0, skippedCommands: 0 },
        shortcuts: 0,
        selectors: { imported: 0, skipped: 0 },
        profile: false,
      };

      await db.transaction().execute(async (trx) => {
        // Chats: sessions by id; messages by id (an id another workspace holds gets a new one).
        const messageIds = backup.chats.flatMap((chat) => chat.messages.map((m) => m.id));
        const owners = new Map<string, string>();
        for (let i = 0; i < messageIds.length; i += ID_SLICE) {
          const rows = await trx
            .selectFrom('chat_messages')
            .select(['id', 'workspace_id'])
            .where('id', 'in', messageIds.slice(i, i + ID_SLICE))
            .execute();
          for (const row of rows) owners.set(row.id, row.workspace_id);
        }
        for (const { session, messages } of backup.chats) {
          await trx
            .insertInto('chat_sessions')
            .values({ workspace_id: workspaceId, session_id: session.sessionId, name: session.name, created_at: session.createdAt, updated_at: session.updatedAt })
            .onConflict((oc) => oc.columns(['workspace_id', 'session_id']).doUpdateSet({ name: session.name, updated_at: session.updatedAt }))
            .execute();
          summary.chats.sessions += 1;
          for (const message of messages) {
            const columns = {
              session_id: session.sessionId,
              role: message.role,
              content: message.content,
              created_at: message.timestamp,
              context_url: message.context?.url ?? null,
              context_title: message.context ? message.context.pageTitle : null,
              metadata: message.metadata ? JSON.stringify(message.metadata) : null,
              reaction: message.reaction,
            };
            const owner = owners.get(message.id);
            if (owner === workspaceId) {
              await trx.updateTable('chat_messages').set(columns).where('id', '=', message.id).execute();
            } else {
              const id = owner === undefined ? message.id : randomUUID();
              await trx.insertInto('chat_messages').values({ id, workspace_id: workspaceId, ...columns }).execute();
              owners.set(id, workspaceId);
            }
            summary.chats.messages += 1;
          }
        }

        // Custom prompts by id; favorites and usage for prompts the workspace then has.
        for (const prompt of backup.prompts.custom) {
          const columns = {
            title: prompt.title.trim() || UNTITLED_PROMPT_TITLE,
            description: prompt.description,
            category: prompt.category,
            content: prompt.content,
            placeholders: JSON.stringify(extractPlaceholders(prompt.content)),
            examples: JSON.stringify(prompt.examples),
            tags: JSON.stringify(prompt.tags),
            rating: prompt.rating,
            author: prompt.author,
            created_at: prompt.createdAt,
            updated_at: prompt.updatedAt,
          };
          await trx
            .insertInto('custom_prompts')
            .values({ workspace_id: workspaceId, id: prompt.id, ...columns })
            .onConflict((oc) => oc.columns(['workspace_id', 'id']).doUpdateSet(columns))
            .execute();
          summary.prompts.custom += 1;
        }
        const customIds = new Set(
          (await trx.selectFrom('custom_prompts').select('id').where('workspace_id', '=', workspaceId).execute()).map((r) => r.id),
        );
        const builtInIds = new Set((await trx.selectFrom('built_in_prompts').select('id').execute()).map((r) => r.id));
        for (const activity of backup.prompts.activity) {
          if (!customIds.has(activity.promptId) && !builtInIds.has(activity.promptId)) continue;
          const columns = { is_favorite: activity.isFavorite ? 1 : 0, usage_count: activity.usageCount, last_used_at: activity.lastUsedAt };
          await trx
            .insertInto('prompt_activity')
            .values({ workspace_id: workspaceId, prompt_id: activity.promptId, ...columns })
            .onConflict((oc) => oc.columns(['workspace_id', 'prompt_id']).doUpdateSet(columns))
            .execute();
          if (activity.isFavorite) summary.prompts.favorites += 1;
        }

        // Workflows: the examples are not seeded on top of a restore; an identical definition already here is kept.
        await trx
          .insertInto('workflow_seeds')
          .values({ workspace_id: workspaceId, seeded_at: at })
          .onConflict((oc) => oc.column('workspace_id').doNothing())
          .execute();
        const existing = await trx.selectFrom('workflows').selectAll().where('workspace_id', '=', workspaceId).execute();
        for (const workflow of backup.workflows) {
          const definition = workflowInputSchema.parse(workflow.definition);
          const columns = {
            name: definition.name,
            description: definition.description,
            status: definition.status,
            parameters: JSON.stringify(definition.parameters),
            steps: JSON.stringify(definition.steps),
            created_at: workflow.createdAt,
            updated_at: workflow.updatedAt,
          };
          const sameId = existing.some((row) => row.id === workflow.id);
          const duplicate = existing.some(
            (row) =>
              row.id !== workflow.id &&
              row.name === definition.name &&
              sameDefinition({ steps: JSON.parse(row.steps), parameters: JSON.parse(row.parameters) }, definition),
          );
          if (!sameId && duplicate) {
            summary.workflows.alreadyPresent += 1;
            continue;
          }
          await trx
            .insertInto('workflows')
            .values({ workspace_id: workspaceId, id: workflow.id, ...columns })
            .onConflict((oc) => oc.columns(['workspace_id', 'id']).doUpdateSet(columns))
            .execute();
          summary.workflows.imported += 1;
        }

        // Voice: settings over the current ones; custom commands whose phrases are free.
        const trxVoice = createVoiceRepo(trx);
        if (Object.keys(backup.voice.settings).length > 0) {
          await trxVoice.saveSettings(workspaceId, { ...(await trxVoice.getSettings(workspaceId)), ...backup.voice.settings }, at);
          summary.voice.settings = true;
        }
        for (const { id, command } of backup.voice.customCommands) {
          const current = await trxVoice.listCommands(workspaceId);
          const others = current.filter((c) => c.id !== id);
          const replacing = others.length < current.length;
          const owner = replacing
            ? workspaceId
            : (await trx.selectFrom('voice_custom_commands').select('workspace_id').where('id', '=', id).executeTakeFirst())?.workspace_id;
          if (findCommandConflict(command, others, others.length)) {
            summary.voice.skippedCommands += 1;
            continue;
          }
          const columns = {
            phrases: JSON.stringify(command.phrase),
            aliases: JSON.stringify(command.aliases),
            action: command.action,
            params: JSON.stringify(command.params),
            description: command.description || `Custom: ${command.phrase[0] ?? command.action}`,
            requires_confirmation: command.requiresConfirmation ? 1 : 0,
          };
          if (replacing) {
            await trx.updateTable('voice_custom_commands').set(columns).where('id', '=', id).where('workspace_id', '=', workspaceId).execute();
          } else {
            const newId = owner === undefined ? id : `custom-${randomUUID()}`;
            await trx.insertInto('voice_custom_commands').values({ id: newId, workspace_id: workspaceId, ...columns, created_at: at }).execute();
          }
          summary.voice.customCommands += 1;
        }

        // Shortcuts: each user's list replaces theirs, as PUT /api/shortcuts does.
        for (const { userId, shortcuts } of backup.shortcuts) {
          await trx.deleteFrom('shortcut_customizations').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
          if (shortcuts.length > 0) {
            await trx
              .insertInto('shortcut_customizations')
              .values(shortcuts.map((s) => ({ workspace_id: workspaceId, user_id: userId, shortcut_id: s.id, keys: s.keys, enabled: s.enabled ? 1 : 0, updated_at: at })))
              .execute();
          }
          summary.shortcuts += shortcuts.length;
        }

        // Saved selectors by id, like voice commands: one whose name another selector has (ignoring case) is skipped,
        // and so is every new one once the workspace holds SAVED_SELECTOR_LIMIT.
        const trxSelectors = createSelectorStudioRepo(trx);
        for (const entry of backup.selectors) {
          const fields = { name: entry.name, selector: entry.selector, url: entry.url };
          const replacing = (await trxSelectors.get(workspaceId, entry.id)) !== undefined;
          const sameName = await trxSelectors.findByName(workspaceId, entry.name);
          const full = !replacing && (await trxSelectors.count(workspaceId)) >= SAVED_SELECTOR_LIMIT;
          if ((sameName && sameName.id !== entry.id) || full) {
            summary.selectors.skipped += 1;
            continue;
          }
          if (replacing) {
            await trx
              .updateTable('saved_selectors')
              .set({ ...fields, created_at: entry.createdAt, updated_at: entry.updatedAt })
              .where('workspace_id', '=', workspaceId)
              .where('id', '=', entry.id)
              .execute();
          } else {
            await trxSelectors.insert(workspaceId, { id: entry.id, ...fields, createdAt: entry.createdAt, updatedAt: entry.updatedAt });
          }
          summary.selectors.imported += 1;
        }

        // The owner's name replaces the current one, as a setting does.
        if (backup.profile) {
          await createProfileRepo(trx).saveName(workspaceId, backup.profile.name, at);
          summary.profile = true;
        }
      });

      if (settingsChange.ai || settingsChange.browser) {
        await settings.update(workspaceId, settingsChange);
        summary.settings = { ai: Boolean(settingsChange.ai), browser: Boolean(settingsChange.browser) };
      }
      return summary;
    },

    /**
     * Deletes the workspace's chats, custom prompts with favorites and usage, workflows and their
     * runs, AI settings (the stored key too), voice settings and commands, shortcuts, QA runs, saved
     * selectors, the profile name and the activity log, in one transaction. The workspace, its
     * session and its external API key stay. `stopActiveRuns` stops its workflow and QA runs first.
     */
    async clear(workspaceId: string, stopActiveRuns: () => Promise<void>): Promise<ClearDataSummary> {
      await stopActiveRuns();
      const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
      const summary = await db.transaction().execute(async (trx) => {
        // Every table named here has a workspace_id column; the cast only spares Kysely a union it cannot type.
        const byWorkspace = (table: WorkspaceTable) =>
          trx.deleteFrom(table as 'chat_messages').where('workspace_id', '=', workspaceId).executeTakeFirst();
        await byWorkspace('chat_messages');
        const chatsDeleted = count(await byWorkspace('chat_sessions'));
        const promptsDeleted = count(await byWorkspace('custom_prompts'));
        await byWorkspace('prompt_activity');
        const runsDeleted = count(await byWorkspace('workflow_runs'));
        const workflowsDeleted = count(await byWorkspace('workflows'));
        const voiceCommandsDeleted = count(await byWorkspace('voice_custom_commands'));
        await byWorkspace('voice_command_log');
        await byWorkspace('voice_profiles');
        const shortcutsDeleted = count(await byWorkspace('shortcut_customizations'));
        await byWorkspace('shortcut_usage');
        await byWorkspace('code_review_preferences');
        const settingsDeleted = count(await byWorkspace('workspace_settings')) > 0;
        const qaRunsDeleted = count(await byWorkspace('qa_runs'));
        const selectorsDeleted = count(await byWorkspace('saved_selectors'));
        await byWorkspace('activity_events');
        const profileDeleted = count(await byWorkspace('workspace_profiles')) > 0;
        return {
          chats: chatsDeleted,
          prompts: promptsDeleted,
          workflows: workflowsDeleted,
          workflowRuns: runsDeleted,
          voiceCommands: voiceCommandsDeleted,
          shortcuts: shortcutsDeleted,
          settings: settingsDeleted,
          qaRuns: qaRunsDeleted,
          selectors: selectorsDeleted,
          profile: profileDeleted,
        };
      });
      return summary;
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
