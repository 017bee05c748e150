import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A fake `fetch` for the calls of machines/api, installed for every test of the calling file or
 * `describe`: each request is kept (a clone, so a test can read its body) and answered by `answer`, or
 * by `answers` for its path; a request nothing answers fails as the browser fails offline ("Failed to
 * fetch"). `window` is a bare EventTarget (the HTTP client announces an ended session there), or the
 * one `page` makes.
 */
export interface FakeFetch {
  /** The requests of the current test, in order. */
  readonly seen: Request[];
  /** The answer to every request. */
  answer?: () => Response;
  /** The answer by path, where `answer` is not set. */
  answers?: Record<string, () => Response>;
}

export function useFakeFetch(options: { page?: () => EventTarget } = {}): FakeFetch {
  const fake: FakeFetch = { seen: [] };
  beforeEach(() => {
    fake.seen.length = 0;
    fake.answer = undefined;
    fake.answers = undefined;
    vi.stubGlobal('window', options.page?.() ?? new EventTarget());
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        fake.seen.push(request.clone());
        const respond = fake.answer ?? fake.answers?.[new URL(request.url).pathname];
        if (!respond) throw new TypeError('Failed to fetch');
        return respond();
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fake;
}

/** An answer with a JSON body, as the server sends one. */
export const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
