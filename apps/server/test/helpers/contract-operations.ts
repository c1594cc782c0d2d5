import { loadContract } from '../../src/contract.js';
import { paths } from '../../src/paths.js';
import type { OperationId } from '../../src/contract.js';

/** One operation of openapi.yaml as the tests walk them. */
export interface ContractOperation {
  operationId: OperationId;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path template, e.g. /organization/{id}. */
  path: string;
  /** Whether the contract lets it be called without a session (`security: []`). */
  isPublic: boolean;
}

interface OperationObject {
  operationId: OperationId;
  security?: unknown[];
}

/** Every operation of the contract, in the order it lists them. */
export function contractOperations(): ContractOperation[] {
  const { document } = loadContract(paths.openapi);
  const pathItems = document.paths as Record<string, Record<string, OperationObject>>;
  return Object.entries(pathItems).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        operationId: operation.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
      })),
  );
}

/** A URL of the operation under /api/v1 with every path parameter filled with `id`. */
export function operationUrl(operation: ContractOperation, id: string): string {
  return `/api/v1${operation.path.replace(/\{\w+\}/g, id)}`;
}
