import { CheckCircle2, HelpCircle, XCircle } from 'lucide-react';
import { voiceStrings as t } from '@/lib/i18n/nb/voice';
import { successRate, type VoiceHistoryEntry } from '../model/voice-history';

const time = (iso: string) => new Date(iso).toLocaleTimeString('nb-NO', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The last 50 commands, newest first, with the success rate over the last 20 (spec A §9). */
export function HistoryList({ history }: { history: readonly VoiceHistoryEntry[] }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-medium" data-testid="voice-success-rate">
        {t.history.successRate(successRate(history))}
      </p>
      {history.length === 0 ? <p className="text-xs text-muted-foreground">{t.history.empty}</p> : null}
      <ol className="flex flex-col gap-1" aria-label={t.panel.tabs.history}>
        {history.map((entry) => {
          const Icon = !entry.command ? HelpCircle : entry.success ? CheckCircle2 : XCircle;
          const status = !entry.command ? t.history.notRecognized : entry.success ? t.history.succeeded : t.history.failed;
          return (
            <li key={entry.id} className="flex items-start gap-2 rounded border border-border px-2 py-1 text-xs" data-success={entry.success}>
              <Icon aria-hidden className={entry.success ? 'mt-0.5 size-3.5 shrink-0 text-emerald-600' : 'mt-0.5 size-3.5 shrink-0 text-red-600'} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">«{entry.transcript}»</p>
                <p className="truncate text-muted-foreground">
                  {entry.command?.description ?? status}
                  <span className="sr-only"> ({status})</span>
                </p>
              </div>
              <time dateTime={entry.timestamp} className="shrink-0 tabular-nums text-muted-foreground">
                {time(entry.timestamp)}
              </time>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
