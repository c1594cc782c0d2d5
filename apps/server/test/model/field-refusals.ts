import { expect } from 'vitest';
import { callApi } from '../helpers/test-app.js';
import type { ModelClient } from './model-client.js';

/** A body the API must refuse, the field its 400 must name, and the exact message where the test knows it. */
export type FieldRefusal = [body: Record<string, unknown>, field: string, message: string | null];

/**
 * Sends each refused body to each of `calls` (an add and a change of a reference table, as the client's platform
 * admin) and expects a 400 that names the field, with the message where given.
 */
export async function expectFieldRefusals(
  client: ModelClient,
  calls: readonly (readonly ['POST' | 'PUT', string])[],
  refusals: readonly FieldRefusal[],
): Promise<void> {
  for (const [body, field, message] of refusals) {
    for (const [method, url] of calls) {
      const response = await callApi(client.app, client.admin, method, url, body);
      const what = `${method} ${JSON.stringify(body)}`;
      expect(response.statusCode, what).toBe(400);
      const answer = response.json<{ message: string; fields?: Record<string, string> }>();
      expect(Object.keys(answer.fields ?? {}), what).toContain(field);
      if (message) expect(answer.fields![field], what).toBe(message);
    }
  }
}
