import fc from 'fast-check';

/**
 * Generators of malformed and hostile request parts for the bad-input test (issue 9 §2).
 * Bodies are built as JSON text by hand, because a JavaScript object cannot carry an own
 * `__proto__` key through JSON.stringify, and that key is exactly what an attacker sends.
 */

const HUGE = 'A'.repeat(100 * 1024);

/** Strings an attacker or a broken client sends, each a known way to break a server. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  "' OR 1=1--",
  "'; DROP TABLE accused;--",
  ';DROP TABLE users',
  '1; SELECT pg_sleep(5)',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'सुरेश पाटील',
  'पुणे शहर १२३',
  '\u0000',
  'a\u0000b',
  '\u001f\u0007\u001b[31m',
  '\ud800',
  'x\udfffy',
  '\u202e\ufeff\u200b',
  '../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  'prototype',
  '-1',
  '0',
  '1e308',
  '-1e308',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '2026-02-30',
  '31/12/2026',
  '2026-13-01',
  '0000-00-00',
  '9999-99-99T99:99:99Z',
  '2026-01-01T25:00:00+99:00',
  '-271821-04-19',
  '275760-09-14',
  HUGE,
];

/** Numbers that overflow, underflow or sit at the edge of every integer column. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  0.5,
  -0,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  Number.MIN_VALUE,
];

/** Keys that reach Object.prototype when a server merges a body into an object carelessly. */
export const HOSTILE_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  '',
  "' OR 1=1--",
  '<script>',
  'नाव',
  '\u0000',
];

/** A JSON value as text; objects as key/value pairs so that any key can be written. */
type JsonText = string;

const quote = (s: string): JsonText => JSON.stringify(s);

/** A string that is mostly one of the known hostile ones, sometimes arbitrary Unicode. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_STRINGS))
      .map(([a, b]) => (a + b).slice(0, 200 * 1024)),
  },
);

const scalarText: fc.Arbitrary<JsonText> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map(quote) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map((n) => JSON.stringify(n)) },
  // Literal JSON numbers that JavaScript parses to Infinity or to a rounded integer.
  { weight: 1, arbitrary: fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890') },
  { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null') },
);

/** Any JSON value with hostile leaves, arrays where objects go and objects where scalars go. */
const valueText: fc.Arbitrary<JsonText> = fc.letrec<{ value: JsonText }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: scalarText },
    {
      weight: 1,
      arbitrary: fc.array(tie('value'), { maxLength: 3 }).map((xs) => `[${xs.join(',')}]`),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), tie('value')), { maxLength: 3 })
        .map((kv) => `{${kv.map(([k, v]) => `${quote(k)}:${v}`).join(',')}}`),
    },
  ),
})).value;

export const hostileValue = valueText;

/**
 * A request body for a route whose schema names `fields`: each known field absent or given a
 * hostile value (so the values reach the route's validation, not only unknown keys), plus
 * now and then a prototype-pollution key. Sometimes the whole body is not an object at all.
 */
export function hostileBody(fields: readonly string[]): fc.Arbitrary<JsonText> {
  const known = fields.map((f) => fc.option(valueText, { nil: undefined }).map((v) => [f, v]));
  const object = fc
    .tuple(
      fc.tuple(...(known as fc.Arbitrary<[string, JsonText | undefined]>[])),
      fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), valueText), { maxLength: 2 }),
    )
    .map(([kv, extra]) => {
      const pairs = [...kv.filter(([, v]) => v !== undefined), ...extra] as [string, string][];
      return `{${pairs.map(([k, v]) => `${quote(k)}:${v}`).join(',')}}`;
    });
  return fc.oneof(
    { weight: 6, arbitrary: object },
    { weight: 1, arbitrary: valueText },
    // Text that is not JSON at all, or is cut short.
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"a":1}}', '\u0000') },
  );
}

/**
 * encodeURIComponent, except that a lone surrogate is written as the three bytes a careless
 * encoder would produce (%ED%A0%80) instead of throwing: that is what reaches the server.
 */
export function percentEncode(s: string): string {
  let out = '';
  for (const ch of s) {
    const u = ch.codePointAt(0) ?? 0;
    if (u >= 0xd800 && u <= 0xdfff) {
      const bytes = [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** Escapes that are not valid percent-encoding or not valid UTF-8 once decoded. */
const RAW_URL_PARTS = ['%', '%zz', '%E0%A4', '%C0%AF', '%FF', '%00', '..%2F..%2F'];

/**
 * A query string for a route whose schema names `fields`: known names with hostile values,
 * sometimes repeated (an array where a scalar goes) or with a hostile name.
 */
export function hostileQuery(fields: readonly string[]): fc.Arbitrary<string> {
  const name = fields.length
    ? fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...fields) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
      )
    : fc.constantFrom(...HOSTILE_KEYS);
  const value = fc.oneof(
    { weight: 6, arbitrary: hostileString.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
  );
  return fc
    .array(fc.tuple(name.map(percentEncode), value), { maxLength: Math.max(2, fields.length + 1) })
    .map((kv) => kv.map(([k, v]) => `${k}=${v}`).join('&'));
}

/** A value for a path parameter; the router refuses params over its length limit itself. */
export const hostilePathValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: hostileString.map((s) => percentEncode(s.slice(0, 120))) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
);

/** Text parts of a multipart body (no file): what a broken or hostile form posts. */
export const hostileMultipartFields = fc.array(fc.tuple(hostileString, hostileString), {
  minLength: 1,
  maxLength: 3,
});

/** A multipart/form-data body of text fields only. */
export function multipartText(fields: [string, string][]): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = '----cmisHostileBoundary';
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name=${quote(name)}\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The part of a JSON schema (as the OpenAPI document publishes zod's) read here. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const STRING_CANDIDATES = ['1', '9876543210', '123456789012', 'MH12AB1234', 'Ab1@abcd', 'a'];

/**
 * A value the schema most likely accepts, so that a mutant with one hostile field gets past
 * every other field's check and carries its hostile value into the service and the database.
 */
export function conformingValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alt?.length) return conformingValue(alt[0]);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00Z';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'officer@example.in';
      const long = 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
      if (!schema.pattern) return long;
      const re = new RegExp(schema.pattern);
      return [...STRING_CANDIDATES, long].find((c) => re.test(c)) ?? long;
    }
    case 'integer':
    case 'number': {
      const min = (schema.minimum ?? 0) + (schema.exclusiveMinimum === true ? 1 : 0);
      return Math.min(Math.max(1, min), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => conformingValue(schema.items));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, conformingValue(s)]),
      );
    default:
      return null;
  }
}

/** Every path into a value (object keys and array indexes), the value itself first. */
function pathsOf(value: unknown, at: string[] = []): string[][] {
  const inner =
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k]))
      : [];
  return [at, ...inner];
}

const SLOT = '\u0001hostile-slot\u0001';

/** `base` as JSON text with the value at `path` replaced by the JSON text `hostile`. */
function withHostileAt(base: unknown, path: string[], hostile: JsonText): JsonText {
  if (path.length === 0) return hostile;
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[path[path.length - 1] as string] = SLOT;
  return JSON.stringify(copy).replace(JSON.stringify(SLOT), hostile);
}

/** A body that conforms to the route's schema except for one hostile value at any depth. */
export function mutantBody(schema: JsonSchema): fc.Arbitrary<JsonText> {
  const base = conformingValue(schema);
  const paths = pathsOf(base);
  return fc
    .tuple(fc.constantFrom(...paths), valueText)
    .map(([path, hostile]) => withHostileAt(base, path, hostile));
}

/** A query of conforming values for every parameter but one, which is hostile. */
export function mutantQuery(params: readonly { name: string; schema?: JsonSchema }[]) {
  const base = params.map((p) => [p.name, String(conformingValue(p.schema))] as const);
  if (!base.length) return hostileQuery([]);
  return fc
    .tuple(fc.nat({ max: base.length - 1 }), hostileString)
    .map(([i, hostile]) =>
      base
        .map(([k, v], j) => `${percentEncode(k)}=${percentEncode(j === i ? hostile : v)}`)
        .join('&'),
    );
}
