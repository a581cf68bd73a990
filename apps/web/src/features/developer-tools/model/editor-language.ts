import type { CodeReviewLanguage } from '@nova/shared';

/** What CodeMirror's JavaScript mode needs: TypeScript syntax and/or JSX. */
export function editorDialect(language: CodeReviewLanguage, fileName: string): { typescript: boolean; jsx: boolean } {
  const extension = /\.([cm]?[jt]sx?)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const typescript = language === 'typescript' || language === 'tsx';
  const jsx = language === 'tsx' || language === 'jsx' || extension.endsWith('x') || language === 'javascript';
  return { typescript, jsx };
}

/** The language a file name suggests, when it names a JavaScript or TypeScript file. */
export function languageForFileName(fileName: string): CodeReviewLanguage | null {
  const extension = /\.([cm]?[jt]sx?)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!extension) return null;
  if (extension === 'tsx') return 'tsx';
  if (extension === 'jsx') return 'jsx';
  return extension.includes('t') ? 'typescript' : 'javascript';
}
