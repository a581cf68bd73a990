import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { FigureList } from '@/components/ui/figure-list';
import { ErrorNotice, LoadingText } from '@/components/ui/query-status';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { formatCount, formatDateTime, formatPercent } from '@/lib/format';
import { profileStrings as t } from '@/lib/i18n/nb/profile';
import { fetchVoiceHistory, VOICE_HISTORY_KEY } from '../api/voice-history';
import { fetchVoiceProfile, VOICE_PROFILE_KEY } from '../api/voice-profile';
import { SectionCard } from '@/components/ui/section-card';

function VoiceHistory() {
  const history = useQuery({ queryKey: VOICE_HISTORY_KEY, queryFn: fetchVoiceHistory, staleTime: 0 });
  return (
    <div className="flex flex-col gap-1.5">
      <h3 className="text-xs font-semibold text-muted-foreground">{t.voice.historyHeading}</h3>
      {history.isPending ? <LoadingText>{t.voice.loading}</LoadingText> : null}
      {history.isError ? (
        <ErrorNotice message={t.loadFailed(t.voice.historyWhat, apiErrorMessage(history.error))} retryLabel={t.retry} onRetry={() => void history.refetch()} />
      ) : null}
      {history.data?.length === 0 ? <p className="text-xs text-muted-foreground">{t.voice.empty}</p> : null}
      {history.data && history.data.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={t.voice.historyHeading}>
          {history.data.map((entry) => (
            <li key={entry.id} className="flex items-center gap-2 text-xs">
              {entry.success ? <CheckCircle2 className="size-3.5 text-emerald-700" aria-hidden /> : <XCircle className="size-3.5 text-destructive" aria-hidden />}
              <span className="sr-only">{entry.success ? t.voice.ok : t.voice.failed}</span>
              <span className="min-w-0 flex-1 truncate font-medium">{entry.commandId}</span>
              <span className="text-muted-foreground">{formatDateTime(entry.executedAt)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The voice assistant's success rate and totals (the server's profile) and the latest commands. */
export function VoiceCard() {
  const voice = useQuery({ queryKey: VOICE_PROFILE_KEY, queryFn: fetchVoiceProfile, staleTime: 0 });
  const stats = voice.data?.stats;
  return (
    <SectionCard id="profile-voice" title={t.voice.heading}>
      {voice.isPending ? <LoadingText>{t.voice.loading}</LoadingText> : null}
      {voice.isError ? (
        <ErrorNotice message={t.loadFailed(t.voice.what, apiErrorMessage(voice.error))} retryLabel={t.retry} onRetry={() => void voice.refetch()} />
      ) : null}
      {stats ? (
        <FigureList
          className="grid-cols-[repeat(auto-fill,minmax(8rem,1fr))]"
          figures={[
            { label: t.voice.successRate, value: stats.totalCommands === 0 ? t.voice.noRate : formatPercent(stats.recentSuccessRate / 100, 1) },
            { label: t.voice.total, value: formatCount(stats.totalCommands) },
            { label: t.voice.successful, value: formatCount(stats.successfulCommands) },
            { label: t.voice.last, value: stats.lastCommandAt ? formatDateTime(stats.lastCommandAt) : t.voice.never },
          ]}
        />
      ) : null}
      <VoiceHistory />
    </SectionCard>
  );
}
