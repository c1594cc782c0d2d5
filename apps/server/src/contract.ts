import fs from 'node:fs';
import yaml from 'js-yaml';
import type { operations } from '@waybill/api-client/schema';

/** Every operationId of the contract. */
export type OperationId = keyof operations;

/** The parsed openapi.yaml and the base path of its API (`servers[0].url`). */
export interface Contract {
  document: Record<string, unknown>;
  basePath: string;
}

/** Reads the contract the routes, their validation and the API reference are built from. */
export function loadContract(file: string): Contract {
  const document = yaml.load(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const servers = document.servers as { url: string }[] | undefined;
  return { document, basePath: servers?.[0]?.url ?? '/api/v1' };
}
