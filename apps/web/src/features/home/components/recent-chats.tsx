import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { ErrorNotice, LoadingText } from '@/components/ui/query-status';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { formatDateTime } from '@/lib/format';
import { homeStrings as t } from '@/lib/i18n/nb/home';
import { CHAT_SESSIONS_KEY, fetchChatSessions } from '../api/chat-sessions';
import { HomeCard } from './home-card';

const RECENT_CHATS = 6;

const openSession = (sessionId: string) => void import('@/features/ai-chat').then((chat) => chat.openChatSession(sessionId));

/** The newest conversations; choosing one shows it in the AI chat panel. */
export function RecentChats() {
  const sessions = useQuery({ queryKey: CHAT_SESSIONS_KEY, queryFn: fetchChatSessions, staleTime: 0 });
  return (
    <HomeCard id="home-chats" title={t.chats.heading}>
      {sessions.isPending ? <LoadingText>{t.chats.loading}</LoadingText> : null}
      {sessions.isError ? (
        <ErrorNotice message={t.loadFailed(t.chats.what, apiErrorMessage(sessions.error))} retryLabel={t.retry} onRetry={() => void sessions.refetch()} />
      ) : null}
      {sessions.data?.length === 0 ? <p className="text-xs text-muted-foreground">{t.chats.empty}</p> : null}
      {sessions.data && sessions.data.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={t.chats.heading}>
          {[...sessions.data]
            .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
            .slice(0, RECENT_CHATS)
            .map((session) => (
              <li key={session.sessionId}>
                <button
                  type="button"
                  onClick={() => openSession(session.sessionId)}
                  aria-label={t.chats.open(session.name)}
                  data-session-id={session.sessionId}
                  className="flex w-full items-center gap-2 rounded-md p-2 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <MessageSquare className="size-4 shrink-0 text-primary" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{session.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      {t.chats.messages(session.messageCount)} · {formatDateTime(session.updatedAt)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
        </ul>
      ) : null}
    </HomeCard>
  );
}
