/**
 * The browser's view of the connection, for the machines that wait for it (the quiz's submission, the
 * offline notice). No imports here: the shell holds this without the HTTP client.
 */

/**
 * Whether a call failed for want of a connection rather than by the server's answer: no response came
 * (a fetch that could not reach the server, a time-out, a code chunk that could not be fetched). An
 * answer with a status (ky's HTTPError carries the response) is the server speaking, not the network.
 */
export function isConnectionFailure(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && 'response' in error);
}

/** Calls `onChange` whenever the browser says the connection came or went; returns how to stop listening. */
export function listenForConnection(onChange: (online: boolean) => void): () => void {
  const online = () => onChange(true);
  const offline = () => onChange(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
