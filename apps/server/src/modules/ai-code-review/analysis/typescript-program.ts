import path from 'node:path';
import ts from 'typescript';
import { REVIEW_DIR, type SourceKind } from './source-kind.js';

/**
 * The review sees one file, not its project: every import is typed `any` (a wildcard module),
 * JSX elements are checked against local components only, and the usual Node globals exist.
 */
const AMBIENT_FILE = `${REVIEW_DIR}/__review-ambient.d.ts`;
const AMBIENT_TEXT = `declare module '*';
declare namespace JSX {
  interface Element {}
  interface ElementClass {}
  interface IntrinsicElements { [name: string]: any }
  interface IntrinsicAttributes { key?: string | number | bigint | null }
  interface ElementChildrenAttribute { children: {} }
}
declare var require: any;
declare var module: any;
declare var exports: any;
declare var process: any;
declare var Buffer: any;
declare var global: any;
declare var __dirname: string;
declare var __filename: string;
`;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.Preserve,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  strict: true,
  // Imports are `any`, so callbacks passed to imported functions have no contextual types:
  // implicit-any errors would be noise. Explicit any is a best_practice finding instead.
  noImplicitAny: false,
  allowJs: true,
  checkJs: true,
  noEmit: true,
  skipLibCheck: true,
  allowNonTsExtensions: true,
  noResolve: true,
};

const libDir = path.dirname(ts.getDefaultLibFilePath(COMPILER_OPTIONS));
/** Library declaration files are parsed once per worker and shared by every program. */
const libFiles = new Map<string, ts.SourceFile | undefined>();
const ambientSource = ts.createSourceFile(AMBIENT_FILE, AMBIENT_TEXT, ts.ScriptTarget.ES2023, true);

function createHost(fileName: string, code: string, kind: SourceKind): ts.CompilerHost {
  const scriptKind = kind.language === 'typescript' ? (kind.jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS) : ts.ScriptKind.JSX;
  const base = ts.createCompilerHost(COMPILER_OPTIONS, true);
  return {
    ...base,
    getSourceFile(name, languageVersion) {
      if (name === fileName) return ts.createSourceFile(name, code, languageVersion, true, scriptKind);
      if (name === AMBIENT_FILE) return ambientSource;
      if (!libFiles.has(name)) libFiles.set(name, base.getSourceFile(name, languageVersion));
      return libFiles.get(name);
    },
    fileExists: (name) => name === fileName || name === AMBIENT_FILE || (name.startsWith(libDir) && ts.sys.fileExists(name)),
    readFile: (name) => (name === fileName ? code : name.startsWith(libDir) ? ts.sys.readFile(name) : undefined),
    writeFile: () => undefined,
    getCurrentDirectory: () => REVIEW_DIR,
  };
}

export interface ReviewProgram {
  program: ts.Program;
  sourceFile: ts.SourceFile;
}

let previous: ts.Program | undefined;

/** A program holding the reviewed file; library files come from the per-worker cache. */
export function createReviewProgram(code: string, kind: SourceKind): ReviewProgram {
  const program = ts.createProgram({
    rootNames: [AMBIENT_FILE, kind.fileName],
    options: COMPILER_OPTIONS,
    host: createHost(kind.fileName, code, kind),
    oldProgram: previous,
  });
  previous = program;
  const sourceFile = program.getSourceFile(kind.fileName);
  if (!sourceFile) throw new Error(`TypeScript did not load ${kind.fileName}`);
  return { program, sourceFile };
}

/**
 * How many syntax errors the code has: the parser's own diagnostics, without building a program
 * (transpileModule would also type-resolve and emit, three times the cost on a large file).
 */
export function syntaxErrorCount(code: string, kind: SourceKind): number {
  const scriptKind = kind.language === 'typescript' ? (kind.jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS) : ts.ScriptKind.JSX;
  const sourceFile = ts.createSourceFile(kind.fileName, code, ts.ScriptTarget.ES2023, false, scriptKind);
  // parseDiagnostics is not in TypeScript's public typings but has been on every SourceFile for a decade.
  return (sourceFile as ts.SourceFile & { parseDiagnostics?: readonly ts.Diagnostic[] }).parseDiagnostics?.length ?? 0;
}
