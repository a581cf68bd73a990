/** Narrows a raw <select> value to one of the known option values. */
export function parseOption<T extends string>(options: readonly T[], raw: string): T | undefined {
  return options.find((option) => option === raw);
}
