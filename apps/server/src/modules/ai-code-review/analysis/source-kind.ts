import { CODE_REVIEW_LANGUAGES, type CodeReviewLanguage } from '@nova/shared';

export interface SourceKind {
  language: 'typescript' | 'javascript';
  jsx: boolean;
  /** The virtual file the analysers see, e.g. /review/input.tsx. */
  fileName: string;
}

export const REVIEW_DIR = '/review';

const EXTENSIONS: Record<string, { language: 'typescript' | 'javascript'; jsx: boolean }> = {
  '.ts': { language: 'typescript', jsx: false },
  '.mts': { language: 'typescript', jsx: false },
  '.cts': { language: 'typescript', jsx: false },
  '.tsx': { language: 'typescript', jsx: true },
  '.js': { language: 'javascript', jsx: true },
  '.mjs': { language: 'javascript', jsx: true },
  '.cjs': { language: 'javascript', jsx: true },
  '.jsx': { language: 'javascript', jsx: true },
};

export function isSupportedLanguage(language: string): language is CodeReviewLanguage {
  return (CODE_REVIEW_LANGUAGES as readonly string[]).includes(language.toLowerCase());
}

/** JSX closing tags or self-closing elements; a generic `<T>` alone does not count. */
const JSX_HINT = /<\/[A-Za-z][\w.-]*\s*>|<[A-Za-z][\w.-]*(\s[^<>]*)?\/>/;

/**
 * What the code is and the virtual file name the analysers use. The file name's extension wins
 * when it names a JavaScript or TypeScript file of the same language family.
 */
export function resolveSourceKind(languageInput: string, filePath: string | undefined, code: string): SourceKind {
  const language = languageInput.toLowerCase() as CodeReviewLanguage;
  const family = language === 'typescript' || language === 'tsx' ? 'typescript' : 'javascript';
  const extension = /\.[cm]?[jt]sx?$/i.exec(filePath ?? '')?.[0]?.toLowerCase();
  const byExtension = extension ? EXTENSIONS[extension] : undefined;
  let jsx: boolean;
  if (language === 'tsx' || language === 'jsx') jsx = true;
  else if (byExtension && byExtension.language === family) jsx = byExtension.jsx;
  else jsx = family === 'javascript' || JSX_HINT.test(code);
  const ext = family === 'typescript' ? (jsx ? '.tsx' : '.ts') : jsx ? '.jsx' : '.js';
  return { language: family, jsx, fileName: `${REVIEW_DIR}/input${ext}` };
}
