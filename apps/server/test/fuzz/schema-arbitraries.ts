import fc from 'fast-check';

/**
 * fast-check arbitraries of the values a JSON schema of openapi.yaml describes, and of the values an attacker
 * would send instead. `refs` resolves `$ref`s against the contract's components.
 */

export type Schema = Record<string, unknown>;

/** Values an attacker tries in any text field: empty, huge, control characters, encodings, injections. */
export const hostileTexts = [
  '',
  ' ',
  'x'.repeat(10_000),
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '\uFFFF',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ مرحبا',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil.example")',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  'null',
  '{}',
  '[]',
  '-1',
  '1e309',
  'NaN',
  '0000-01-01',
  '9999-12-31',
  '2025-02-30',
  '2025-13-01',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
];

/** Numbers an attacker tries in any number field. */
export const hostileNumbers = [-1, 0, 0.5, -0.5, 1e15, -1e15, 2 ** 53 + 2, 1e308, -1e308, 2 ** 31, 2 ** 63];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...hostileTexts),
  fc.constantFrom<unknown>(...hostileNumbers),
  fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { $gt: '' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

export class SchemaArbitraries {
  constructor(
    private readonly resolveRef: (ref: string) => Schema,
    /** Known ids of the test world (organizations, people, documents…), tried wherever a UUID goes. */
    private readonly ids: () => string[],
    /** Known texts of the test world (mapping names, emails), tried wherever free text goes. */
    private readonly texts: () => string[] = () => [],
  ) {}

  private resolve(schema: Schema): Schema {
    let current = schema;
    while (typeof current.$ref === 'string')
      current = { ...this.resolveRef(current.$ref), ...omitRef(current) };
    return current;
  }

  /** A value that satisfies `schema` (as far as a generator can: patterns and formats included). */
  valid(input: Schema, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (variants) return fc.oneof(...variants.map((variant) => this.valid(variant, depth + 1)));
    if (Array.isArray(schema.allOf)) {
      const merged = (schema.allOf as Schema[]).map((part) => this.resolve(part));
      return this.valid(Object.assign({}, ...merged) as Schema, depth + 1);
    }
    const types = [schema.type].flat().filter((type): type is string => typeof type === 'string');
    if (types.length > 1) {
      return fc.oneof(...types.map((type) => this.valid({ ...schema, type }, depth + 1)));
    }
    switch (types[0]) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({
          min: (schema.minimum as number | undefined) ?? -1000,
          max: (schema.maximum as number | undefined) ?? 100_000,
        });
      case 'number':
        return fc.double({
          min: (schema.minimum as number | undefined) ?? -1e6,
          max: (schema.maximum as number | undefined) ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'array': {
        const items = (schema.items as Schema | undefined) ?? {};
        return fc.array(depth > 4 ? fc.constant(null) : this.valid(items, depth + 1), {
          minLength: (schema.minItems as number | undefined) ?? 0,
          maxLength: Math.min((schema.maxItems as number | undefined) ?? 3, 3),
        });
      }
      case 'object':
        return this.validObject(schema, depth);
      default:
        return this.validText(schema);
    }
  }

  private validObject(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required ?? []) as string[]);
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, property] of Object.entries(properties)) record[name] = this.valid(property, depth + 1);
    return fc.record(record, { requiredKeys: [...required].filter((name) => name in record) });
  }

  private validText(schema: Schema): fc.Arbitrary<string> {
    const minLength = (schema.minLength as number | undefined) ?? 0;
    const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, 60);
    switch (schema.format) {
      case 'uuid':
        return fc.oneof(fc.constantFrom(...this.ids()), fc.uuid());
      case 'email':
        return fc.oneof(
          fc.emailAddress(),
          fc.constantFrom('someone@example.com', ...this.texts().filter((text) => text.includes('@'))),
        );
      case 'date':
        return fc
          .date({
            min: new Date('1995-01-01T00:00:00Z'),
            max: new Date('2030-12-31T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString().slice(0, 10));
      case 'date-time':
        return fc
          .date({
            min: new Date('1995-01-01T00:00:00Z'),
            max: new Date('2030-12-31T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString());
      case 'uri':
        return fc.webUrl();
    }
    if (typeof schema.pattern === 'string') {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length >= minLength && text.length <= ((schema.maxLength as number) ?? 1e6));
    }
    const free = fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
    const known = this.texts().filter((text) => text.length >= minLength && text.length <= maxLength);
    return known.length ? fc.oneof(fc.constantFrom(...known), free) : free;
  }

  /**
   * A value for `schema` that is sometimes valid and sometimes hostile: the wrong type, an edge of its range,
   * an attacker's text, an id of another organization; objects lose required fields and gain unknown ones.
   */
  fuzzed(input: Schema, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    const types = [schema.type].flat();
    const valid = this.valid(schema, depth);
    if (types.includes('object') && schema.properties) {
      const properties = schema.properties as Record<string, Schema>;
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        record[name] = this.fuzzed(property, depth + 1);
      const mutated = fc
        .tuple(
          fc.record(record, { requiredKeys: [] }),
          fc.option(fc.constantFrom('unknownField', '__proto__', 'constructor', 'isAdmin'), {
            nil: undefined,
          }),
          hostileValue,
        )
        .map(([value, extra, extraValue]) => (extra ? { ...value, [extra]: extraValue } : value));
      return fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: mutated, weight: 3 }, hostileValue);
    }
    return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostileValue, weight: 2 });
  }
}

function omitRef(schema: Schema): Schema {
  const rest = { ...schema };
  delete rest.$ref;
  return rest;
}
