import type { Prompt } from '@nova/shared';
import { Copy, CornerDownLeft, Pencil, Share2, Star, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';
import { showPromptDialog } from '../library-store';
import { COMPACT_TAG_COUNT } from '../model/constants';
import { excerpt } from '../model/excerpt';
import { applyPrompt, copyPrompt, sharePrompt, toggleFavorite } from '../model/prompt-actions';
import { formatUsageCount } from '../model/usage-format';

export type PromptCardVariant = 'compact' | 'full';

function IconAction({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <Button variant="ghost" size="icon" className="size-7" aria-label={label} onClick={onClick}>
        {children}
      </Button>
    </Tooltip>
  );
}

/**
 * Spec B §2: compact (two tags) and full variants with Use, Copy, Favorite, Edit (custom
 * prompts only) and Share; the first example shows while the card is hovered or focused.
 */
export function PromptCard({ prompt, variant }: { prompt: Prompt; variant: PromptCardVariant }) {
  const titleId = useId();
  const compact = variant === 'compact';
  const tags = compact ? prompt.tags.slice(0, COMPACT_TAG_COUNT) : prompt.tags;
  const hiddenTags = prompt.tags.length - tags.length;
  const example = prompt.examples[0];

  return (
    <article
      aria-labelledby={titleId}
      data-prompt-id={prompt.id}
      className="group flex flex-col gap-2 rounded-lg border border-border bg-background p-3 shadow-sm transition-colors hover:border-primary/40 focus-within:border-primary/40"
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 id={titleId} className="truncate text-sm font-semibold">
            {prompt.title}
          </h3>
          <p className={cn('text-xs text-muted-foreground', compact && 'line-clamp-2')}>{prompt.description}</p>
        </div>
        <Tooltip label={prompt.isFavorite ? t.card.unfavorite : t.card.favorite}>
          <Button
            variant="ghost"
            size="icon"
            className="size-7 shrink-0"
            aria-label={t.card.favorite}
            aria-pressed={prompt.isFavorite}
            onClick={() => toggleFavorite(prompt)}
          >
            <Star aria-hidden className={cn(prompt.isFavorite && 'fill-amber-400 text-amber-500')} />
          </Button>
        </Tooltip>
      </div>

      <div className="flex flex-wrap items-center gap-1.5 text-[11px] text-muted-foreground">
        <Badge variant="secondary">{t.categories[prompt.category]}</Badge>
        {prompt.isCustom ? <Badge variant="outline">{t.card.custom}</Badge> : null}
        {prompt.rating > 0 ? (
          <span className="inline-flex items-center gap-0.5">
            <span className="sr-only">{t.card.rating(prompt.rating)}</span>
            <Star aria-hidden className="size-3 fill-current" />
            <span aria-hidden>{prompt.rating.toFixed(1)}</span>
          </span>
        ) : null}
        <span data-testid="prompt-usage">{t.card.uses(formatUsageCount(prompt.usageCount))}</span>
        {!compact ? <span>{t.card.by(prompt.author)}</span> : null}
        {!compact && prompt.placeholders.length > 0 ? <span>{t.card.placeholders(prompt.placeholders.length)}</span> : null}
      </div>

      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
          {hiddenTags > 0 ? (
            <li>
              <Badge variant="outline">{t.card.moreTags(hiddenTags)}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}

      {!compact ? (
        <pre className="whitespace-pre-wrap rounded-md bg-muted p-2 font-mono text-[11px] text-foreground">{excerpt(prompt.content)}</pre>
      ) : null}

      {example ? (
        <p className="hidden rounded-md border border-dashed border-border p-2 text-[11px] text-muted-foreground group-hover:block group-focus-within:block" data-testid="prompt-example">
          <span className="font-medium text-foreground">{t.card.example}: </span>
          {example}
        </p>
      ) : null}

      <div className="mt-auto flex items-center gap-0.5 pt-1">
        <Button size="sm" className="mr-auto h-7" aria-label={t.card.useNamed(prompt.title)} onClick={() => applyPrompt(prompt)}>
          <CornerDownLeft aria-hidden />
          {t.card.use}
        </Button>
        <IconAction label={t.card.copy} onClick={() => void copyPrompt(prompt)}>
          <Copy aria-hidden />
        </IconAction>
        <IconAction label={t.card.share} onClick={() => void sharePrompt(prompt)}>
          <Share2 aria-hidden />
        </IconAction>
        {prompt.isCustom ? (
          <>
            <IconAction label={t.card.edit} onClick={() => showPromptDialog({ type: 'edit', prompt })}>
              <Pencil aria-hidden />
            </IconAction>
            <IconAction label={t.card.delete} onClick={() => showPromptDialog({ type: 'delete', prompt })}>
              <Trash2 aria-hidden />
            </IconAction>
          </>
        ) : null}
      </div>
    </article>
  );
}
