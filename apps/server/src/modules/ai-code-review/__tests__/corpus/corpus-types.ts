import type { CodeReviewIssueType, ReviewPreferencesInput } from '@nova/shared';

/**
 * A small program for the review corpus. Planted defects are marked at the end of their line
 * with `// expect: <type>` (in JSX, the same text in a block comment inside braces); clean programs carry no marks and must produce no issues.
 */
export interface CorpusProgram {
  name: string;
  language: 'typescript' | 'javascript';
  filePath: string;
  code: string;
  preferences?: ReviewPreferencesInput;
}

export interface PlantedDefect {
  type: CodeReviewIssueType;
  line: number;
}

const MARK = /(?:\/\/|\{\/\*) expect: ([a-z_]+(?:, [a-z_]+)*)(?: \*\/\})?\s*$/;

/** The defects a program's marks plant, one per type named on a line. */
export function plantedDefects(program: CorpusProgram): PlantedDefect[] {
  return program.code.split('\n').flatMap((line, index) => {
    const types = MARK.exec(line)?.[1]?.split(', ') ?? [];
    return types.map((type) => ({ type: type as CodeReviewIssueType, line: index + 1 }));
  });
}
