import type { APIRequestContext } from '@playwright/test';
import { seedMockTakers, type ApiCall } from '../../../scripts/mock-takers';

/**
 * A population for a mock's rank and percentile in the browser tests: `takers` candidates sign up,
 * start and submit through the API (scripts/mock-takers.ts). Use a fresh request context (the one
 * Playwright gives a test keeps cookies: each signup replaces the session, as the script expects),
 * and a mock no other spec ranks on, since specs share one server.
 */
export function seedMockTakersByApi(
  request: APIRequestContext,
  options: { exam: string; mock: number; takers: number; tag: string },
): Promise<void> {
  const call: ApiCall = async (method, path, body) => {
    const response =
      method === 'GET'
        ? await request.get(path)
        : await request.post(
            path,
            body?.form ? { form: body.form } : body?.json !== undefined ? { data: body.json } : {},
          );
    const text = await response.text();
    return { status: response.status(), json: text ? (JSON.parse(text) as unknown) : null };
  };
  return seedMockTakers(call, options);
}
