import { type ChatMessage, chatMessageSchema, type ChatReaction, type ChatSession } from '@nova/shared';
import type { Selectable } from 'kysely';
import type { ChatMessageTable, Db } from '../../db/schema.js';

export interface NewChatMessage {
  id: string;
  sessionId: string;
  role: ChatMessage['role'];
  content: string;
  createdAt: string;
  context: ChatMessage['context'];
  /** Name the session gets if this message creates it. */
  sessionName: string;
}

const metadataSchema = chatMessageSchema.shape.metadata;

function parseMetadata(json: string | null): ChatMessage['metadata'] {
  if (json === null) return null;
  try {
    const parsed = metadataSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toMessage(row: Selectable<ChatMessageTable>): ChatMessage {
  return {
    id: row.id,
    sessionId: row.session_id,
    role: row.role,
    content: row.content,
    timestamp: row.created_at,
    context: row.context_url === null ? null : { url: row.context_url, pageTitle: row.context_title ?? '' },
    metadata: parseMetadata(row.metadata),
    reaction: row.reaction,
  };
}

export function createAiChatRepo(db: Db) {
  const sessions = (workspaceId: string) =>
    db
      .selectFrom('chat_sessions as s')
      .select((eb) => [
        's.session_id',
        's.name',
        's.created_at',
        's.updated_at',
        eb
          .selectFrom('chat_messages as m')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('m.workspace_id', '=', 's.workspace_id')
          .whereRef('m.session_id', '=', 's.session_id')
          .as('message_count'),
      ])
      .where('s.workspace_id', '=', workspaceId);

  type SessionRow = Awaited<ReturnType<ReturnType<typeof sessions>['executeTakeFirstOrThrow']>>;
  const toSession = (row: SessionRow): ChatSession => ({
    sessionId: row.session_id,
    name: row.name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    messageCount: Number(row.message_count ?? 0),
  });

  const touchSession = (workspaceId: string, sessionId: string, updatedAt: string) =>
    db
      .updateTable('chat_sessions')
      .set({ updated_at: updatedAt })
      .where('workspace_id', '=', workspaceId)
      .where('session_id', '=', sessionId)
      .executeTakeFirst();

  return {
    async findSession(workspaceId: string, sessionId: string): Promise<ChatSession | undefined> {
      const row = await sessions(workspaceId).where('s.session_id', '=', sessionId).executeTakeFirst();
      return row && toSession(row);
    },

    /** Most recently changed first. */
    async listSessions(workspaceId: string): Promise<ChatSession[]> {
      const rows = await sessions(workspaceId)
        .orderBy('s.updated_at', 'desc')
        .orderBy('s.created_at', 'desc')
        .orderBy('s.session_id')
        .execute();
      return rows.map(toSession);
    },

    /** The session's messages in the order they were written. */
    async listMessages(workspaceId: string, sessionId: string): Promise<ChatMessage[]> {
      const rows = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('session_id', '=', sessionId)
        .orderBy('created_at')
        .orderBy('seq')
        .execute();
      return rows.map(toMessage);
    },

    /** The last `limit` messages of the session, oldest first. */
    async recentMessages(workspaceId: string, sessionId: string, limit: number): Promise<ChatMessage[]> {
      const rows = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('session_id', '=', sessionId)
        .orderBy('created_at', 'desc')
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse().map(toMessage);
    },

    /** Stores the message, creating its session on the first one, in one transaction. */
    async insertMessage(workspaceId: string, message: NewChatMessage): Promise<ChatMessage> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('chat_sessions')
          .values({
            workspace_id: workspaceId,
            session_id: message.sessionId,
            name: message.sessionName,
            created_at: message.createdAt,
            updated_at: message.createdAt,
          })
          .onConflict((oc) =>
            oc.columns(['workspace_id', 'session_id']).doUpdateSet({ updated_at: message.createdAt }),
          )
          .execute();
        const row = await trx
          .insertInto('chat_messages')
          .values({
            id: message.id,
            workspace_id: workspaceId,
            session_id: message.sessionId,
            role: message.role,
            content: message.content,
            created_at: message.createdAt,
            context_url: message.context?.url ?? null,
            context_title: message.context?.pageTitle ?? null,
            metadata: null,
            reaction: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toMessage(row);
      });
    },

    async createSession(workspaceId: string, sessionId: string, name: string, now: string): Promise<void> {
      await db
        .insertInto('chat_sessions')
        .values({ workspace_id: workspaceId, session_id: sessionId, name, created_at: now, updated_at: now })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** false when the session does not exist. */
    async renameSession(workspaceId: string, sessionId: string, name: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('chat_sessions')
        .set({ name, updated_at: now })
        .where('workspace_id', '=', workspaceId)
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Removes every message and keeps the session; false when the session does not exist. */
    async clearMessages(workspaceId: string, sessionId: string, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('chat_messages')
          .where('workspace_id', '=', workspaceId)
          .where('session_id', '=', sessionId)
          .execute();
        const touched = await trx
          .updateTable('chat_sessions')
          .set({ updated_at: now })
          .where('workspace_id', '=', workspaceId)
          .where('session_id', '=', sessionId)
          .executeTakeFirst();
        return touched.numUpdatedRows > 0n;
      });
    },

    /** false when no such message is in the session. */
    async deleteMessage(workspaceId: string, sessionId: string, messageId: string, now: string): Promise<boolean> {
      const result = await db
        .deleteFrom('chat_messages')
        .where('workspace_id', '=', workspaceId)
        .where('session_id', '=', sessionId)
        .where('id', '=', messageId)
        .executeTakeFirst();
      if (result.numDeletedRows === 0n) return false;
      await touchSession(workspaceId, sessionId, now);
      return true;
    },

    async setReaction(
      workspaceId: string,
      sessionId: string,
      messageId: string,
      reaction: ChatReaction | null,
    ): Promise<ChatMessage | undefined> {
      const row = await db
        .updateTable('chat_messages')
        .set({ reaction })
        .where('workspace_id', '=', workspaceId)
        .where('session_id', '=', sessionId)
        .where('id', '=', messageId)
        .returningAll()
        .executeTakeFirst();
      return row && toMessage(row);
    },
  };
}

export type AiChatRepo = ReturnType<typeof createAiChatRepo>;
