import hljs from 'highlight.js/lib/common';
import { Check, Copy } from 'lucide-react';
import { useMemo } from 'react';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';
import { useCopy } from '../hooks/use-copy';

/** highlight.js escapes the code itself; its output is only <span class="hljs-…"> markup. */
export function CodeBlock({ code, language }: { code: string; language: string | undefined }) {
  const { copied, copy } = useCopy();
  const html = useMemo(() => {
    if (language && hljs.getLanguage(language)) return hljs.highlight(code, { language }).value;
    return hljs.highlightAuto(code).value;
  }, [code, language]);
  return (
    <div className="group/code relative my-2 overflow-hidden rounded-md border border-border bg-muted/60">
      <div className="flex items-center justify-between border-b border-border px-2 py-1 text-[11px] text-muted-foreground">
        <span>{language ?? 'code'}</span>
        <button type="button" onClick={() => copy(code)} className="flex items-center gap-1 rounded px-1 hover:bg-background" aria-label={copied ? t.copy.copied : t.copy.copy}>
          {copied ? <Check className="size-3" aria-hidden /> : <Copy className="size-3" aria-hidden />}
          {copied ? t.copy.copied : t.copy.copy}
        </button>
      </div>
      <pre className="overflow-x-auto p-2 text-xs leading-relaxed">
        <code className="hljs" dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </div>
  );
}
