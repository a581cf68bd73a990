import { randomUUID } from 'node:crypto';
import {
  CHAT_DEFAULT_SESSION_ID,
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGE_MAX_CHARS,
  type BrowserContext,
  type ChatMessage,
  type ChatReaction,
  type ChatSession,
  type ChatSessionDetail,
  type ChatStreamEvent,
  type SendMessageResponse,
} from '@nova/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AiChatRepo } from './ai-chat.repo.js';
import { buildChatPrompt, buildConversationPrompt } from './chat-prompt.js';
import { type ChatModelProvider, type ChatProviderSource, ProviderError, type UpstreamMessage } from './chat-provider.js';
import type { ActivePage, PageContentSource } from './page-content.js';

export const SESSION_NAME_CHARS = 60;
/** Shown for the default session before its first message creates it. */
export const NEW_SESSION_NAME = 'Ny samtale';
export const NOT_CONFIGURED_MESSAGE = 'AI service is not configured: set OPENAI_API_KEY or store a key under Settings';

/** A failure the routes answer with `status` and `{message}`. */
export class ChatError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ChatError';
  }
}

export interface SendInput {
  sessionId: string;
  message: string;
  context?: BrowserContext | undefined;
}

/** A question that passed the checks and is stored, with the upstream request built for it. */
export interface PreparedQuestion {
  workspaceId: string;
  userMessage: ChatMessage;
  upstream: UpstreamMessage[];
  provider: ChatModelProvider;
}

/** First line of the question, whitespace collapsed, at most SESSION_NAME_CHARS characters. */
export function sessionNameFrom(question: string): string {
  const oneLine = question.replace(/\s+/g, ' ').trim();
  return Array.from(oneLine).slice(0, SESSION_NAME_CHARS).join('').trim();
}

function checkQuestion(message: string): void {
  if (message.trim() === '') throw new ChatError(400, 'Message must not be empty');
  if (message.length > CHAT_MESSAGE_MAX_CHARS) {
    throw new ChatError(413, `Message is longer than ${CHAT_MESSAGE_MAX_CHARS} characters`);
  }
}

const notFound = (what: string) => new ChatError(404, `${what} not found`);
const now = () => new Date().toISOString();

export interface AiChatServiceDeps {
  repo: AiChatRepo;
  provider: ChatProviderSource;
  pageContent: PageContentSource;
}

export function createAiChatService({ repo, provider: providers, pageContent }: AiChatServiceDeps) {
  async function providerFor(workspaceId: string): Promise<ChatModelProvider> {
    const provider = await providers(workspaceId);
    if (!provider) throw new ChatError(503, NOT_CONFIGURED_MESSAGE);
    return provider;
  }

  async function activePageFor(
    context: BrowserContext | undefined,
    log: FastifyBaseLogger,
  ): Promise<ActivePage | null> {
    if (!context?.url) return null;
    try {
      return await pageContent.getActivePage();
    } catch (error) {
      log.warn({ err: error }, 'could not read the active page; answering without its content');
      return null;
    }
  }

  const storeReply = (prepared: PreparedQuestion, content: string) =>
    repo.insertMessage(prepared.workspaceId, {
      id: randomUUID(),
      sessionId: prepared.userMessage.sessionId,
      role: 'assistant',
      content,
      createdAt: now(),
      context: null,
      sessionName: sessionNameFrom(prepared.userMessage.content),
    });

  const storeQuestion = (workspaceId: string, input: SendInput) => {
    const url = input.context?.url?.trim();
    return repo.insertMessage(workspaceId, {
      id: randomUUID(),
      sessionId: input.sessionId,
      role: 'user',
      content: input.message,
      createdAt: now(),
      context: url ? { url, pageTitle: input.context?.pageTitle ?? '' } : null,
      sessionName: sessionNameFrom(input.message),
    });
  };

  return {
    /** Checks the question, stores it and builds the upstream request; nothing is stored when a check fails. */
    async prepare(workspaceId: string, input: SendInput, log: FastifyBaseLogger): Promise<PreparedQuestion> {
      checkQuestion(input.message);
      const provider = await providerFor(workspaceId);
      const history = await repo.recentMessages(workspaceId, input.sessionId, CHAT_HISTORY_LIMIT);
      const activePage = await activePageFor(input.context, log);
      const upstream = buildChatPrompt({ history, question: input.message, context: input.context, activePage });
      const userMessage = await storeQuestion(workspaceId, input);
      return { workspaceId, userMessage, upstream, provider };
    },

    /**
     * For a client that sends its whole conversation (the OpenAI-compatible door): it goes upstream as
     * sent, after the system prompt, and its last user message is checked and stored in `sessionId`.
     */
    async prepareConversation(
      workspaceId: string,
      sessionId: string,
      conversation: readonly UpstreamMessage[],
    ): Promise<PreparedQuestion> {
      const question = conversation.findLast((message) => message.role === 'user');
      if (!question) throw new ChatError(400, 'The conversation needs at least one user message');
      checkQuestion(question.content);
      const provider = await providerFor(workspaceId);
      const userMessage = await storeQuestion(workspaceId, { sessionId, message: question.content });
      return { workspaceId, userMessage, upstream: buildConversationPrompt(conversation), provider };
    },

    /** Asks the provider for the whole reply; a provider failure keeps the stored question. */
    async complete(prepared: PreparedQuestion): Promise<SendMessageResponse> {
      let reply: string;
      try {
        reply = await prepared.provider.complete(prepared.upstream);
      } catch (error) {
        if (error instanceof ProviderError) throw new ChatError(error.status, error.message);
        throw error;
      }
      return { userMessage: prepared.userMessage, message: await storeReply(prepared, reply) };
    },

    /**
     * Emits `user`, the reply's pieces, then `done` or `error`. The provider's stream is read to the
     * end whatever happens to the listener, so the whole reply is stored even if the client left.
     */
    async stream(prepared: PreparedQuestion, emit: (event: ChatStreamEvent) => void): Promise<void> {
      emit({ type: 'user', message: prepared.userMessage });
      let reply = '';
      try {
        for await (const text of prepared.provider.stream(prepared.upstream)) {
          reply += text;
          emit({ type: 'delta', text });
        }
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        emit({ type: 'error', status: error.status, message: error.message });
        return;
      }
      emit({ type: 'done', message: await storeReply(prepared, reply) });
    },

    listSessions: (workspaceId: string): Promise<ChatSession[]> => repo.listSessions(workspaceId),

    async getSession(workspaceId: string, sessionId: string, workspaceCreatedAt: string): Promise<ChatSessionDetail> {
      const session = await repo.findSession(workspaceId, sessionId);
      if (session) return { session, messages: await repo.listMessages(workspaceId, sessionId) };
      if (sessionId !== CHAT_DEFAULT_SESSION_ID) throw notFound('Chat session');
      // The default session exists for every workspace; its row is written with the first message.
      return {
        session: {
          sessionId,
          name: NEW_SESSION_NAME,
          createdAt: workspaceCreatedAt,
          updatedAt: workspaceCreatedAt,
          messageCount: 0,
        },
        messages: [],
      };
    },

    async renameSession(workspaceId: string, sessionId: string, name: string): Promise<ChatSession> {
      const at = now();
      if (sessionId === CHAT_DEFAULT_SESSION_ID) await repo.createSession(workspaceId, sessionId, name, at);
      if (!(await repo.renameSession(workspaceId, sessionId, name, at))) throw notFound('Chat session');
      const session = await repo.findSession(workspaceId, sessionId);
      if (!session) throw notFound('Chat session');
      return session;
    },

    async clearMessages(workspaceId: string, sessionId: string): Promise<void> {
      const existed = await repo.clearMessages(workspaceId, sessionId, now());
      if (!existed && sessionId !== CHAT_DEFAULT_SESSION_ID) throw notFound('Chat session');
    },

    async deleteMessage(workspaceId: string, sessionId: string, messageId: string): Promise<void> {
      if (!(await repo.deleteMessage(workspaceId, sessionId, messageId, now()))) throw notFound('Chat message');
    },

    async setReaction(
      workspaceId: string,
      sessionId: string,
      messageId: string,
      reaction: ChatReaction | null,
    ): Promise<ChatMessage> {
      const message = await repo.setReaction(workspaceId, sessionId, messageId, reaction);
      if (!message) throw notFound('Chat message');
      return message;
    },
  };
}

export type AiChatService = ReturnType<typeof createAiChatService>;
