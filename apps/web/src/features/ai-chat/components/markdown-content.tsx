import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeLinkHref } from '../model/markdown-safety';
import { CodeBlock } from './code-block';

const components: Components = {
  a: ({ href, children }) => {
    const safe = safeLinkHref(href);
    if (!safe) return <span>{children}</span>;
    return (
      <a href={safe} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-2">
        {children}
      </a>
    );
  },
  code: ({ className, children, ...rest }: ComponentProps<'code'>) => {
    const language = /language-([\w-]+)/.exec(className ?? '')?.[1];
    const text = String(children ?? '');
    // Fenced blocks end with a newline or carry a language; inline code does neither.
    if (!language && !text.includes('\n')) {
      return (
        <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]" {...rest}>
          {children}
        </code>
      );
    }
    return <CodeBlock code={text.replace(/\n$/, '')} language={language} />;
  },
  pre: ({ children }) => <>{children}</>,
};

/**
 * Markdown without raw HTML: react-markdown never renders HTML from the text (it shows it as
 * text), links are filtered to safe protocols and open in a new tab.
 */
export function MarkdownContent({ text }: { text: string }) {
  return (
    <div className="chat-markdown space-y-2 break-words [&_li]:ml-4 [&_ol]:list-decimal [&_table]:text-xs [&_td]:border [&_td]:border-border [&_td]:px-1 [&_th]:border [&_th]:border-border [&_th]:px-1 [&_ul]:list-disc">
      <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml={false}>
        {text}
      </Markdown>
    </div>
  );
}
