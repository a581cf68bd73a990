import type { WorkflowRun } from '@nova/shared';

/** Longest result the chat shows; the builder shows the whole run. */
export const CHAT_RESULT_MAX_CHARS = 4000;

export function runResultText(run: WorkflowRun): string {
  const output = (run.output ?? '').trim();
  if (!output) return '';
  const cut = output.length > CHAT_RESULT_MAX_CHARS ? `${output.slice(0, CHAT_RESULT_MAX_CHARS)}…` : output;
  // JSON results read best as a code block.
  return /^[[{]/.test(cut) ? `\`\`\`json\n${cut}\n\`\`\`` : cut;
}
