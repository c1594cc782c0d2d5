import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@waybill/api-client/schema';
import type { Context, FrameContext, SignedInContext } from '../context.js';
import type { OperationId } from '../contract.js';
import type { OperationAccess } from '../policy/operation-access.js';

type Defined<T> = [T] extends [never] ? unknown : [T] extends [undefined] ? unknown : Exclude<T, undefined>;

type JsonBodyOf<Op> = Op extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : unknown;
type ParamsOf<Op> = Op extends { parameters: { path?: infer Path } } ? Defined<Path> : unknown;
type QueryOf<Op> = Op extends { parameters: { query?: infer Query } } ? Defined<Query> : unknown;
/**
 * What a handler returns for one success response: its JSON body, or, for a body of another type (a file, an
 * image, CSV), the reply it has sent that body on (`return reply.type(...).send(stream)`); nothing for no body.
 */
type SuccessBody<Response> = Response extends { content: infer Content }
  ? | (Content extends { 'application/json': infer Body } ? Body : never)
    | (Exclude<keyof Content, 'application/json'> extends never ? never : FastifyReply)
  : void;
type SuccessOf<Op> = Op extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 | 202 | 204
        ? SuccessBody<Responses[Status]>
        : never;
    }[keyof Responses]
  : never;

/** The context of an operation: signed in unless the operation is public or authorized by the frame token. */
export type OperationContext<K extends OperationId> = OperationAccess[K]['access'] extends 'public'
  ? Context
  : OperationAccess[K]['access'] extends 'frameToken'
    ? FrameContext
    : SignedInContext;

/** The request of an operation, typed by the contract (body, path parameters, query), with its context. */
export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: JsonBodyOf<operations[K]>;
  Params: ParamsOf<operations[K]>;
  Querystring: QueryOf<operations[K]>;
}> & { context: OperationContext<K> };

/** A route handler of one operation: it returns the success body (or the reply that streams it), nothing for 204. */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessOf<operations[K]>>;

/** Handlers keyed by operationId; operations missing here answer 501. */
export type OperationHandlers = { [K in OperationId]?: OperationHandler<K> };
