const LIST_WRAPPER_KEYS = ['data', 'results', 'records'] as const;

/**
 * The rows of a list response: a plain array, or an array under `data`, `results` or `records`. Anything
 * else yields an empty list and a console warning, so one malformed answer cannot break a screen.
 */
export function readListResponse<Row>(body: unknown): Row[] {
  if (Array.isArray(body)) return body as Row[];
  if (typeof body === 'object' && body !== null) {
    for (const key of LIST_WRAPPER_KEYS) {
      const rows: unknown = (body as Record<string, unknown>)[key];
      if (Array.isArray(rows)) return rows as Row[];
    }
  }
  console.warn('Unexpected list response; showing an empty list.', body);
  return [];
}
