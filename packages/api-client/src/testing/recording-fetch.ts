/** A request as the server received it. */
export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: string;
}

type Answer = (call: RecordedCall, index: number) => Response | Promise<Response>;

/** JSON response helper for tests. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that records every request it receives and answers with `answer`. */
export function recordingFetch(answer: Answer) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call: RecordedCall = {
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
      credentials: request.credentials,
      body: await request.text(),
    };
    calls.push(call);
    return answer(call, calls.length - 1);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export const BASE_URL = 'http://waybill.test/api/v1';
