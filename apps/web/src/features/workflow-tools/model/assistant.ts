/** The assistant can be asked only when the text box holds more than whitespace. */
export function canAskAssistant(prompt: string): boolean {
  return prompt.trim().length > 0;
}
