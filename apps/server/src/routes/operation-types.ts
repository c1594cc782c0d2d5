import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@waybill/api-client/schema';

/** Every operationId of the contract. */
export type OperationId = keyof operations;

type Defined<T> = [T] extends [never] ? unknown : [T] extends [undefined] ? unknown : Exclude<T, undefined>;

type JsonBodyOf<Op> = Op extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : unknown;
type ParamsOf<Op> = Op extends { parameters: { path?: infer Path } } ? Defined<Path> : unknown;
type QueryOf<Op> = Op extends { parameters: { query?: infer Query } } ? Defined<Query> : unknown;
type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : void;
type SuccessOf<Op> = Op extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 | 202 | 204
        ? JsonContent<Responses[Status]>
        : never;
    }[keyof Responses]
  : never;

/** The request of an operation, typed by the contract (body, path parameters, query). */
export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: JsonBodyOf<operations[K]>;
  Params: ParamsOf<operations[K]>;
  Querystring: QueryOf<operations[K]>;
}>;

/** A route handler of one operation: it returns the success body, or nothing for 204. */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessOf<operations[K]>>;

/** Handlers keyed by operationId; operations missing here answer 501. */
export type OperationHandlers = { [K in OperationId]?: OperationHandler<K> };
