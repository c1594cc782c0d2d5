import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import { loadContract } from '../../src/contract.js';
import { paths } from '../../src/paths.js';

/**
 * Checks the server's answers against openapi.yaml with a validator that is not ours (openapi-backend, its own
 * router and Ajv), so a response that drifts from the contract fails the test that received it. createTestApp
 * runs every API response of every test through it.
 */

const { document, basePath } = loadContract(paths.openapi);
// `quick` skips openapi-backend's check of the document against its OpenAPI 3.0 schema (ours is 3.1, linted by
// Redocly in `npm test`); routing and response validation are the same.
const contract = new OpenAPIBackend({
  definition: document as never,
  apiRoot: basePath,
  quick: true,
  validate: true,
  customizeAjv: (ajv) => {
    addFormats(ajv as never);
    return ajv;
  },
});
const ready = contract.init();

function isJson(response: LightMyRequestResponse): boolean {
  return /^application\/(.+\+)?json\b/.test(String(response.headers['content-type'] ?? ''));
}

/** What is wrong with a response to `operation`, or nothing when it is one the contract allows. */
export function responseViolations(operation: Operation, response: LightMyRequestResponse): string[] {
  const documented = operation.responses ?? {};
  const status = String(response.statusCode);
  const declared = documented[status] ?? documented.default;
  if (!declared) {
    return [`status ${status} is not one the contract documents (${Object.keys(documented).join(', ')})`];
  }
  const content = (declared as { content?: Record<string, unknown> }).content;
  if (!content) {
    return response.body.length > 0 && response.statusCode !== 304
      ? [`status ${status} has no body in the contract`]
      : [];
  }
  if (!isJson(response)) {
    const type = String(response.headers['content-type'] ?? '').split(';', 1)[0]!;
    const listed = Object.keys(content).some(
      (media) => media === type || (media.endsWith('/*') && type.startsWith(media.slice(0, -1))),
    );
    return listed
      ? []
      : [`content type ${type} is not one the contract lists (${Object.keys(content).join(', ')})`];
  }
  if (!content['application/json'])
    return [`a JSON body where the contract lists ${Object.keys(content).join(', ')}`];
  const result = contract.validateResponse(response.json(), operation.operationId!, response.statusCode);
  return result.valid
    ? []
    : (result.errors ?? []).map((error) => `body${error.instancePath} ${error.message ?? error.keyword}`);
}

/** The operation a request reaches, or undefined for an address outside the contract. */
export async function operationOf(request: InjectOptions): Promise<Operation | undefined> {
  await ready;
  const url = new URL(String(request.url ?? request.path ?? '/'), 'http://localhost');
  const method = String(request.method ?? 'GET').toLowerCase();
  if (!url.pathname.startsWith(`${basePath}/`) || method === 'head') return undefined;
  try {
    return contract.router.matchOperation({ method, path: decodeURI(url.pathname), headers: {} });
  } catch {
    // An address no router can decode reaches no operation.
    return undefined;
  }
}

/** Throws when a response of the API does not satisfy the contract, naming the call and what is wrong. */
export async function assertContractResponse(
  request: InjectOptions,
  response: LightMyRequestResponse,
): Promise<void> {
  const operation = await operationOf(request);
  if (!operation) return;
  const violations = responseViolations(operation, response);
  if (violations.length > 0) {
    throw new Error(
      `${String(request.method ?? 'GET')} ${String(request.url)} -> ${response.statusCode} breaks openapi.yaml ` +
        `(${operation.operationId}): ${violations.join('; ')}\n${response.body.slice(0, 500)}`,
    );
  }
}
