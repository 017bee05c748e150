/**
 * What a machine has to tell the candidate, without words of its own: a key, which the screen's words
 * turn into text in the candidate's language, and the server's own message when it sent one (a
 * message of contract/, which then takes the key's place). Machines never hold view text.
 */
export interface Notice<Key extends string> {
  readonly key: Key;
  readonly serverMessage?: string;
}

export function notice<Key extends string>(key: Key, serverMessage?: string): Notice<Key> {
  return serverMessage === undefined ? { key } : { key, serverMessage };
}
