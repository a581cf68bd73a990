import { describe, expect, it } from 'vitest';
import { editorDialect, languageForFileName } from './editor-language';

describe('editor language', () => {
  it('takes the language from a JavaScript or TypeScript file name', () => {
    expect(['a.ts', 'a.tsx', 'a.js', 'a.jsx', 'a.mts', 'a.cjs', 'a.py', 'README'].map(languageForFileName)).toEqual([
      'typescript',
      'tsx',
      'javascript',
      'jsx',
      'typescript',
      'javascript',
      null,
      null,
    ]);
  });

  it('turns on TypeScript syntax and JSX as the language and file name say', () => {
    expect(editorDialect('typescript', 'a.ts')).toEqual({ typescript: true, jsx: false });
    expect(editorDialect('typescript', 'a.tsx')).toEqual({ typescript: true, jsx: true });
    expect(editorDialect('tsx', 'a')).toEqual({ typescript: true, jsx: true });
    expect(editorDialect('javascript', 'a.js')).toEqual({ typescript: false, jsx: true });
  });
});
