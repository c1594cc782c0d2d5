import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema.js';
import fp from 'fastify-plugin';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { components } from '@waybill/api-client/schema';
import { AppError } from '../errors.js';

type AjvLike = { addFormat(name: string, format: true): unknown; addKeyword(keyword: string): unknown };

function allowContractKeywords(ajv: AjvLike): void {
  // OpenAPI annotations that carry no validation of a JSON value (file parts are checked by the upload code).
  ajv.addFormat('binary', true);
  ajv.addKeyword('example');
}

// Unknown fields are rejected (the contract sets additionalProperties: false), never silently stripped.
// Bodies keep their JSON types; only path, query and header values, which arrive as text, are coerced.
const bodyOptions = { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false };
const textPartOptions = {
  removeAdditional: false,
  coerceTypes: 'array',
  useDefaults: true,
  allErrors: false,
};

interface RouteSchema {
  schema: unknown;
  httpPart?: string;
}
type CompileRoute = (route: RouteSchema) => unknown;

function buildValidator(externalSchemas: Record<string, unknown>): CompileRoute {
  const factory = AjvCompiler() as unknown as (
    schemas: Record<string, unknown>,
    options: { customOptions: object; onCreate: (ajv: AjvLike) => void },
  ) => CompileRoute;
  const compileBody = factory(externalSchemas, {
    customOptions: bodyOptions,
    onCreate: allowContractKeywords,
  });
  const compileTextPart = factory(externalSchemas, {
    customOptions: textPartOptions,
    onCreate: allowContractKeywords,
  });
  return (route) => (route.httpPart === 'body' ? compileBody(route) : compileTextPart(route));
}

/** The schema controller that builds one validator for bodies and another for path, query and headers. */
export const schemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory },
};

/** A schema of the contract's components, by name. */
export type ContractSchemaName = keyof components['schemas'];

/** Checks values against the contract's own schemas, as request bodies are checked, for values that come another way. */
export interface ContractSchemas {
  /** The first way `value` breaks the schema `name`, or undefined when it keeps it. */
  violation(name: ContractSchemaName, value: unknown): FastifySchemaValidationError | undefined;
}

type ValidateFunction = ((value: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

const componentReference = /^#\/components\/schemas\/(.+)$/;

/** `schema` with every reference to another component replaced by that component (the contract has no cycles). */
function inlined(schema: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, components));
  if (typeof schema !== 'object' || schema === null) return schema;
  const reference = (schema as { $ref?: unknown }).$ref;
  const name = typeof reference === 'string' ? componentReference.exec(reference)?.[1] : undefined;
  if (name !== undefined) return inlined(components[name], components);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlined(value, components)]));
}

/** The contract's component schemas compiled on first use by the request bodies' validator. */
export function contractSchemas(document: Record<string, unknown>): ContractSchemas {
  const components = (document.components as { schemas: Record<string, unknown> }).schemas;
  const compile = buildValidator({});
  const validators = new Map<ContractSchemaName, ValidateFunction>();
  return {
    violation(name, value) {
      let validate = validators.get(name);
      if (!validate) {
        validate = compile({
          schema: inlined(components[name], components),
          httpPart: 'body',
        }) as ValidateFunction;
        validators.set(name, validate);
      }
      return validate(value) ? undefined : (validate.errors?.[0] ?? undefined);
    },
  };
}

const wordOverrides: Record<string, string> = { url: 'URL', id: 'Id', ids: 'ids' };

/** A field name in plain words: `firstName` -> `First name`, `start_date` -> `Start date`. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => wordOverrides[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const typeWords: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

const formatWords: Record<string, string> = {
  email: 'a valid email address',
  uuid: 'a UUID',
  date: 'a date (yyyy-MM-dd)',
  'date-time': 'a date and time',
  uri: 'a valid URL',
};

/** Patterns of the contract in plain words, for the schemas whose pattern says more than their format. */
const patternWords: Record<string, string> = {
  '^(19|20)\\d{2}-\\d{2}-\\d{2}$': 'a date (yyyy-MM-dd) in the years 1900 to 2099',
  '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$': 'a time of day written HH:mm or HH:mm:ss',
};

const partNames: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'Path',
  headers: 'Headers',
};

function pathOf(error: FastifySchemaValidationError): string[] {
  return (error.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function describe(error: FastifySchemaValidationError, label: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${label} is required`;
    case 'minLength':
      return params.limit === 1
        ? `${label} is required`
        : `${label} must have at least ${params.limit} characters`;
    case 'maxLength':
      return `${label} must have at most ${params.limit} characters`;
    case 'type': {
      const types = String(params.type).split(',');
      return `${label} must be ${types.map((type) => typeWords[type] ?? type).join(' or ')}`;
    }
    case 'format':
      return `${label} must be ${formatWords[String(params.format)] ?? `in ${params.format} format`}`;
    case 'pattern': {
      const words = patternWords[String(params.pattern)];
      return words ? `${label} must be ${words}` : `${label} has an invalid format`;
    }
    case 'enum':
      return `${label} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${label} must be ${JSON.stringify(params.allowedValue)}`;
    case 'minimum':
      return `${label} must be at least ${params.limit}`;
    case 'maximum':
      return `${label} must be at most ${params.limit}`;
    case 'exclusiveMinimum':
      return `${label} must be greater than ${params.limit}`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${params.limit}`;
    case 'minItems':
      return `${label} must have at least ${params.limit} ${params.limit === 1 ? 'item' : 'items'}`;
    case 'maxItems':
      return `${label} must have at most ${params.limit} ${params.limit === 1 ? 'item' : 'items'}`;
    case 'uniqueItems':
      return `${label} must not contain duplicates`;
    default:
      return `${label} is invalid`;
  }
}

/**
 * Turns the first schema violation of a request into the contract's 400 body: a message that names the field
 * in plain words, and `fields` keyed by the field's path (`password`, `credential.username`).
 */
export function describeValidationError(
  errors: FastifySchemaValidationError[],
  part: SchemaErrorDataVar | string | undefined,
  labelOf: (field: string) => string = fieldLabel,
): { message: string; fields?: Record<string, string> } {
  const error = errors[0];
  const partName = partNames[part ?? 'body'] ?? 'Request';
  if (!error) return { message: `${partName} is invalid` };
  const params = error.params as Record<string, unknown>;
  const path = pathOf(error);
  if (error.keyword === 'additionalProperties') {
    const field = [...path, String(params.additionalProperty)].join('.');
    const message = `Unknown field "${field}" is not allowed`;
    return { message, fields: { [field]: message } };
  }
  if (error.keyword === 'required') path.push(String(params.missingProperty));
  const name = path[path.length - 1];
  if (name === undefined) {
    const message =
      part === 'body' && error.keyword === 'type'
        ? 'Request body must be a JSON object'
        : describe(error, partName);
    return { message };
  }
  const label = /^\d+$/.test(name)
    ? `${labelOf(path[path.length - 2] ?? partName)} item ${Number(name) + 1}`
    : labelOf(name);
  const message = describe(error, label);
  return { message, fields: { [path.join('.')]: message } };
}

/** The path of the first text (a value or a key) in `value` that holds a NUL character, or undefined. */
function pathToNul(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = pathToNul(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses (400, naming the field) a request whose path, query or JSON body holds a NUL character anywhere: no
 * field of the contract may hold one, and PostgreSQL text cannot store it.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const path = pathToNul(value, []);
    if (!path) continue;
    const name = path[path.length - 1];
    const label = name === undefined ? (partNames[part] ?? 'Request') : fieldLabel(name);
    const message = `${label} must not contain a NUL character`;
    throw new AppError('bad_request', message, path.length ? { [path.join('.')]: message } : undefined);
  }
}

interface ContentSchemas {
  content: Record<string, { schema?: unknown }>;
}

function hasContentSchemas(body: unknown): body is ContentSchemas {
  return typeof body === 'object' && body !== null && 'content' in body;
}

function mediaType(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function refuseBody(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined && request.body !== null && request.body !== '') {
    throw new AppError('bad_request', 'This operation takes no request body');
  }
}

/**
 * Makes request bodies as strict as the contract. Fastify validates a body only when its content type is one the
 * schema lists, so a body of another type (or none) would slip past validation. This plugin answers 415 for any
 * other content type, 400 for a body sent to an operation that takes none and, as every request body of the contract is required, 400 for a missing one; a JSON-only
 * schema is applied to every request of its route.
 */
export const contractBodies = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const body = route.schema?.body;
      if (body === undefined && [route.method].flat().some((method) => bodyMethods.has(method))) {
        route.preValidation = [...(route.preValidation ? [route.preValidation].flat() : []), refuseBody];
        return;
      }
      if (!hasContentSchemas(body)) return;
      const mediaTypes = Object.keys(body.content);
      const jsonSchema = body.content['application/json']?.schema;
      if (mediaTypes.length === 1 && jsonSchema) route.schema!.body = jsonSchema;
      // A file is streamed by the handler (plugins/uploads.ts), which checks its one field itself.
      if (mediaTypes.every((type) => type === 'multipart/form-data')) delete route.schema!.body;
      const accepted = mediaTypes.join(' or ');
      // Before the body is read: a parser (JSON, multipart) never runs for a type the operation does not take.
      const checkContentType = async (request: FastifyRequest) => {
        const type = mediaType(request);
        if (type !== undefined && !mediaTypes.includes(type)) {
          throw new AppError('unsupported_media_type', `Unsupported content type ${type}; send ${accepted}`);
        }
      };
      const checkBodyPresent = async (request: FastifyRequest) => {
        if (mediaType(request) === undefined && request.body === undefined && !jsonSchema) {
          throw new AppError('bad_request', 'Request body is required');
        }
      };
      route.preParsing = [...(route.preParsing ? [route.preParsing].flat() : []), checkContentType];
      route.preValidation = [...(route.preValidation ? [route.preValidation].flat() : []), checkBodyPresent];
    });
  },
  { name: 'contract-bodies' },
);
