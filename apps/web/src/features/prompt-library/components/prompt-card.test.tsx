import type { Prompt } from '@nova/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { textContent } from '@/test/markup';
import { makePrompt } from '../model/test-prompts';
import { PromptCard, type PromptCardVariant } from './prompt-card';

const render = (p: Prompt, variant: PromptCardVariant) =>
  renderToStaticMarkup(
    <TooltipProvider>
      <PromptCard prompt={p} variant={variant} />
    </TooltipProvider>,
  );

const prompt = makePrompt({
  id: 'custom-1',
  title: 'Release notes',
  tags: ['release', 'changelog', 'git', 'team'],
  usageCount: 1234,
  rating: 4.5,
  examples: ['version: 2.4.0'],
  content: 'Write release notes for {{version}}.',
});

describe('PromptCard', () => {
  it('compact: two tags and a count of the rest, usage as thousands, no prompt text', () => {
    const html = render(prompt, 'compact');
    const text = textContent(html);
    expect(text).toContain('release changelog +2');
    expect(text).not.toContain('git');
    expect(text).toContain('1.2k uses');
    expect(text).toContain('Rated 4.5 of 5');
    expect(html).not.toContain('Write release notes');
  });

  it('full: every tag, the author, the placeholder count and the prompt text', () => {
    const text = textContent(render(prompt, 'full'));
    expect(text).toContain('release changelog git team');
    expect(text).toContain('by You');
    expect(text).toContain('1 placeholder');
    expect(text).toContain('Write release notes for {{version}}.');
  });

  it('shows the first example (revealed on hover) and offers Edit and Delete only on custom prompts', () => {
    const custom = render(prompt, 'compact');
    expect(custom).toMatch(/data-testid="prompt-example"[^>]*>.*version: 2\.4\.0/);
    expect(custom).toContain('aria-label="Edit"');
    expect(custom).toContain('aria-label="Delete"');
    const builtIn = render({ ...prompt, id: 'cg-1', isCustom: false }, 'full');
    for (const label of ['Use Release notes', 'Copy', 'Share', 'Add to favorites']) expect(builtIn).toContain(`aria-label="${label}"`);
    expect(builtIn).not.toContain('aria-label="Edit"');
    expect(builtIn).not.toContain('aria-label="Delete"');
  });

  it('marks a favorite as a pressed star', () => {
    expect(render({ ...prompt, isFavorite: true }, 'compact')).toMatch(/aria-label="Add to favorites" aria-pressed="true"/);
  });
});
