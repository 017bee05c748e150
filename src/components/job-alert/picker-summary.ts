/** A multi-select's trigger text (spec §2, §9): the first chosen item, plus '(+N more)' when there are more. */
export function pickerSummary(chosen: readonly string[]): string {
  const [first, ...rest] = chosen;
  if (first === undefined) return '';
  return rest.length > 0 ? `${first} (+${rest.length} more)` : first;
}
