/**
 * Hostile requests built from the OpenAPI document: for every operation, a plausible request whose
 * path ids, query values and body fields are replaced one at a time with values an attacker or a
 * broken client would send.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maxLength?: number;
  minLength?: number;
  default?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  /** Statuses the operation documents, such as 503 for a service not configured yet. */
  documented: number[];
}

export interface HostileRequest {
  operation: Operation;
  label: string;
  method: string;
  url: string;
  payload?: unknown;
  /** Sent as it is, for malformed JSON and multipart bodies. */
  rawBody?: string;
  headers?: Record<string, string>;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, {
    parameters?: { in: string; name: string; schema: JsonSchema }[];
    requestBody?: { content?: Record<string, { schema: JsonSchema }> };
    responses?: Record<string, unknown>;
  }>>;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
      body: op.requestBody?.content?.['application/json']?.schema,
      documented: Object.keys(op.responses ?? {}).map(Number),
    })),
  );
}

const NUL = 'a\u0000b';
const HUGE_TEXT = 'x'.repeat(100_000);
const HUGE_NUMBER = 99999999999999999999;
const BAD_IDS = ['0x10', '1e3', '2147483648', '99999999999999999999', '-1', '0', '1.5', 'abc', '%00', ' 1', 'a'.repeat(600)];
const HOSTILE_VALUES: [string, unknown][] = [
  ['NUL', NUL],
  ['texto enorme', HUGE_TEXT],
  ['número enorme', HUGE_NUMBER],
  ['id fuera de int4', 2147483648],
  ['negativo', -1],
  ['fecha imposible', '2025-02-30'],
  ['fecha basura', '31/31/31T99'],
  ['LIKE', "%_\\'\""],
  ['objeto', { a: 1 }],
  ['lista', [NUL, HUGE_NUMBER]],
  ['booleano', true],
  ['null', null],
];

function typeOf(schema: JsonSchema): string | undefined {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return variants.map(typeOf).find((t) => t && t !== 'null');
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A value that passes the schema's simple checks, so that the hostile field is the only wrong one. */
export function plausibleValue(schema: JsonSchema, name = ''): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return plausibleValue(variants.find((v) => typeOf(v) && typeOf(v) !== 'null') ?? variants[0]!, name);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [plausibleValue(schema.items, name)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausibleValue(v, k)]));
    default:
      if (schema.format === 'date' || /fecha|date|desde|hasta/i.test(name)) return '2026-01-15';
      if (schema.format === 'email' || /mail|username/i.test(name)) return 'fuzz@example.com';
      return 'Texto de prueba';
  }
}

function urlOf(op: Operation, params: Record<string, string>, query: Record<string, unknown>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '1').replace(/%25/g, '%'));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    search.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The hostile variants of one operation. Path ids default to `1`, which exists for most resources. */
export function hostileRequests(op: Operation): HostileRequest[] {
  const validParams = Object.fromEntries(op.pathParams.map((p) => [p, '1']));
  const validQuery = Object.fromEntries(Object.entries(op.query).map(([k, s]) => [k, s.default ?? undefined]));
  const validBody = op.body ? plausibleValue(op.body) : undefined;
  const out: HostileRequest[] = [];
  const add = (label: string, url: string, extra: Partial<HostileRequest> = {}) =>
    out.push({ operation: op, label: `${op.method} ${op.path} — ${label}`, method: op.method, url, ...extra });
  const withBody = ['POST', 'PUT', 'PATCH'].includes(op.method);

  for (const param of op.pathParams) {
    for (const bad of BAD_IDS) add(`${param}=${bad.slice(0, 20)}`, urlOf(op, { ...validParams, [param]: bad }, validQuery));
  }
  if (op.method === 'DELETE') return out;

  for (const name of Object.keys(op.query)) {
    for (const [label, value] of HOSTILE_VALUES) {
      if (label === 'texto enorme') continue; // the URL limit is tested on its own below
      add(`?${name} ${label}`, urlOf(op, validParams, { ...validQuery, [name]: value }), withBody ? { payload: validBody } : {});
    }
    add(`?${name} texto largo`, urlOf(op, validParams, { ...validQuery, [name]: 'x'.repeat(3000) }), withBody ? { payload: validBody } : {});
  }
  add('URL enorme', `${urlOf(op, validParams, validQuery)}${op.path.includes('?') ? '&' : '?'}q=${'x'.repeat(20_000)}`);

  if (!withBody) return out;
  const url = urlOf(op, validParams, validQuery);
  const fields = op.body && typeOf(op.body) === 'object' ? Object.keys(op.body.properties ?? {}) : [];
  for (const field of fields) {
    for (const [label, value] of HOSTILE_VALUES) {
      add(`${field} ${label}`, url, { payload: { ...(validBody as object), [field]: value } });
    }
  }
  add('cuerpo válido', url, { payload: validBody });
  add('cuerpo con NUL en todo', url, { payload: JSON.parse(JSON.stringify(validBody ?? {}).replace(/"Texto de prueba"/g, '"a\\u0000b"')) });
  add('JSON roto', url, { rawBody: '{"a": ', headers: { 'content-type': 'application/json' } });
  add('JSON lista', url, { rawBody: '[1,2,3]', headers: { 'content-type': 'application/json' } });
  add('JSON NUL crudo', url, { rawBody: '{"a":"\u0000"}', headers: { 'content-type': 'application/json' } });
  add('multipart sin boundary', url, { rawBody: 'hola', headers: { 'content-type': 'multipart/form-data' } });
  add('multipart truncado', url, {
    rawBody: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004',
    headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
  });
  add('tipo de contenido raro', url, { rawBody: '<a/>', headers: { 'content-type': 'application/xml' } });
  return out;
}

/** Words that betray a message written for developers, not for the people using Atiende. */
const NOT_FOR_USERS = /FST_|Expected|expected|Invalid|invalid input|Required|must be|must have|Unexpected|Unsupported|at position|stack|Error:|undefined|null value|violates|syntax|ZodError|int4|9007199254740991|se esperaba que|Bad Request|Not Found|Payload Too Large|Request Header/;

/** The user-facing messages of an error body, or of a plain-text answer. */
export function messagesOf(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (typeof parsed === 'string') return [parsed];
    if (parsed && typeof parsed === 'object') {
      return Object.values(parsed as Record<string, unknown>).flatMap((v) =>
        (Array.isArray(v) ? v : [v]).filter((m): m is string => typeof m === 'string'));
    }
    return [];
  } catch {
    return body ? [body] : [];
  }
}

export function nonSpanishMessage(body: string): string | undefined {
  return messagesOf(body).find((m) => NOT_FOR_USERS.test(m));
}
