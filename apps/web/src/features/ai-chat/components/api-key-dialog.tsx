import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { aiChatStrings } from '@/lib/i18n/nb/ai-chat';
import { fetchApiKeyStatus, fetchApiUsage, generateApiKey, revokeApiKey } from '../api/api-key-api';
import { useCopy } from '../hooks/use-copy';
import { curlExamples, readStoredApiKey, storeApiKey } from '../model/api-key-storage';

const t = aiChatStrings.apiKey;
export const USAGE_POLL_MS = 5000;
const STATUS_KEY = ['/api/ai-chat/api-key'];

function CopyButton({ text, label }: { text: string; label: string }) {
  const { copied, copy } = useCopy();
  return (
    <Button variant="ghost" size="icon" className="size-7 shrink-0" aria-label={copied ? aiChatStrings.copy.copied : label} onClick={() => copy(text)}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
    </Button>
  );
}

function Usage({ apiKey }: { apiKey: string }) {
  const usage = useQuery({ queryKey: ['/api/ai-chat/usage', apiKey], queryFn: () => fetchApiUsage(apiKey), refetchInterval: USAGE_POLL_MS });
  if (usage.isError) return <p role="alert" className="text-xs text-destructive">{t.errors.usage}</p>;
  if (!usage.data) return null;
  const { requestsToday, requestsThisMonth, rateLimit } = usage.data;
  return (
    <section aria-label={t.usage} className="flex flex-col gap-1 text-sm">
      <h3 className="text-xs font-semibold text-muted-foreground">{t.usage}</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t.requestsToday}</dt>
        <dd data-testid="usage-today" className="tabular-nums">{requestsToday}</dd>
        <dt>{t.requestsThisMonth}</dt>
        <dd className="tabular-nums">{requestsThisMonth}</dd>
      </dl>
      <p className="text-xs text-muted-foreground">
        {t.remaining(rateLimit.remaining, rateLimit.limit)} · {t.resetsAt(new Date(rateLimit.resetAt).toLocaleTimeString('nb-NO', { hour: '2-digit', minute: '2-digit' }))}
      </p>
    </section>
  );
}

function ApiKeyContent() {
  const queryClient = useQueryClient();
  const [apiKey, setApiKey] = useState(readStoredApiKey);
  const [busy, setBusy] = useState(false);
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: fetchApiKeyStatus });
  const serverPrefix = status.data?.active ? status.data.prefix : null;
  // A key stored here that the server no longer knows (revoked elsewhere) is not shown as active.
  const shownKey = apiKey && (status.data === undefined || (status.data.active && apiKey.startsWith(status.data.prefix ?? ''))) ? apiKey : null;

  const generate = async () => {
    setBusy(true);
    try {
      const result = await generateApiKey();
      storeApiKey(result.apiKey);
      setApiKey(result.apiKey);
      toast({ title: t.generated, durationMs: 2000 });
    } catch (error) {
      console.error('Failed to generate API key:', error);
      toast({ title: t.errors.generate, variant: 'destructive' });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    }
  };

  const revoke = async () => {
    if (!shownKey) {
      toast({ title: t.errors.noKey, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await revokeApiKey(shownKey);
      storeApiKey(null);
      setApiKey(null);
      toast({ title: t.revoked, durationMs: 2000 });
    } catch (error) {
      console.error('Failed to revoke API key:', error);
      toast({ title: t.errors.revoke, variant: 'destructive' });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {shownKey ? (
        <div className="flex flex-col gap-1">
          <span className="text-xs font-semibold text-muted-foreground">{t.key}</span>
          <div className="flex items-center gap-1 rounded-md border border-border bg-muted/50 px-2 py-1">
            <code data-testid="api-key" className="min-w-0 flex-1 truncate font-mono text-xs">{shownKey}</code>
            <CopyButton text={shownKey} label={t.copyKey} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{serverPrefix ? t.activeElsewhere(serverPrefix) : t.notActive}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void generate()}>
          {t.generate}
        </Button>
        {shownKey ? (
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => void revoke()}>
            {t.revoke}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-xs font-semibold text-muted-foreground">{t.endpoint}</span>
        <code className="rounded bg-muted px-2 py-1 font-mono text-xs">POST {window.location.origin}/api/ai-chat/external</code>
      </div>
      {shownKey ? (
        <>
          <Usage apiKey={shownKey} />
          <section aria-label={t.examples} className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold text-muted-foreground">{t.examples}</h3>
            {curlExamples(window.location.origin, shownKey).map((example) => (
              <div key={example.label} className="relative rounded-md border border-border bg-muted/40">
                <div className="flex items-center justify-between px-2 pt-1 text-[11px] text-muted-foreground">
                  {example.label}
                  <CopyButton text={example.command} label={t.copyExample} />
                </div>
                <pre className="overflow-x-auto px-2 pb-2 text-[11px]">{example.command}</pre>
              </div>
            ))}
          </section>
        </>
      ) : null}
    </div>
  );
}

/** Spec B §2 API key panel: generate, show and copy, revoke, the endpoint with examples, live usage. */
export function ApiKeyDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-7" aria-label={t.open}>
          <KeyRound aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent title={t.title} description={t.description} className="max-w-xl">
        <ApiKeyContent />
      </DialogContent>
    </Dialog>
  );
}
