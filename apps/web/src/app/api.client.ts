import type { paths } from './api.paths';
import { api, download as downloadFile, type RequestOptions } from './api';

/**
 * The browser's client for the API, typed from the OpenAPI document the server publishes: a path that
 * does not exist, a missing parameter, a body of the wrong shape or an answer read as the wrong type is
 * a compile error. Paths are written as the document writes them, without `/api` and with `{id}`
 * placeholders.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type FullPath = keyof paths & `/api/${string}`;
type ApiPathOf<P> = P extends `/api${infer Rest}` ? Rest : never;
type Operation<P extends string, M extends Method> = paths[`/api${P}` & FullPath][M];
/** The paths that answer to method M. */
export type PathWith<M extends Method> = {
  [P in FullPath]: paths[P][M] extends { responses: unknown } ? ApiPathOf<P> : never;
}[FullPath];

type RequestBodyOf<O> = O extends { requestBody?: infer R } ? R : undefined;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body the operation declares, or never when it declares none (uploads send FormData). */
type JsonBody<O> = JsonOf<NonNullable<RequestBodyOf<O>>>;
type PathParams<O> = O extends { parameters: { path: infer X } } ? ([X] extends [never | undefined] ? unknown : { path: X }) : unknown;
type QueryParams<O> = O extends { parameters: { query?: infer Q } } ? ([Q] extends [never | undefined] ? unknown : { query?: Q }) : unknown;
type BodyParam<O> = [JsonBody<O>] extends [never] ? { body?: FormData }
  : undefined extends RequestBodyOf<O> ? { body?: JsonBody<O> | FormData } : { body: JsonBody<O> | FormData };

type Success<R> = R extends { 200: { content: { 'application/json': infer T } } } ? T
  : R extends { 201: { content: { 'application/json': infer T } } } ? T
    : R extends { 202: { content: { 'application/json': infer T } } } ? T
      : void;
/** What the operation answers when it succeeds. */
export type Answer<P extends string, M extends Method> = Operation<P, M> extends { responses: infer R } ? Success<R> : never;
/** What the operation's query string accepts. */
export type Query<P extends string, M extends Method = 'get'> = Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
/** The JSON body the operation takes. */
export type Body<P extends string, M extends Method> = JsonBody<Operation<P, M>>;

/** `anonymous`: the call needs no session (sign-in, registration) and a 401 does not send to /login. */
export type CallOptions<P extends string, M extends Method> =
  PathParams<Operation<P, M>> & QueryParams<Operation<P, M>> & BodyParam<Operation<P, M>> & { anonymous?: boolean };

type Loose = { path?: Record<string, string | number>; query?: object; body?: unknown; anonymous?: boolean };

/** Fills `{name}` placeholders with the given values, encoded. */
export function fillPath(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Falta el parámetro ${name} de ${template}`);
    return encodeURIComponent(String(value));
  });
}

function call(method: Method, path: string, options: Loose | undefined): Promise<unknown> {
  const { path: values, query, body, anonymous } = options ?? {};
  return api(fillPath(path, values), {
    method: method.toUpperCase() as RequestOptions['method'],
    query: query as RequestOptions['query'],
    body,
    anonymous,
  });
}

type Caller<M extends Method> = <P extends PathWith<M>>(
  path: P,
  ...options: Partial<CallOptions<P, M>> extends CallOptions<P, M> ? [CallOptions<P, M>?] : [CallOptions<P, M>]
) => Promise<Answer<P, M>>;

function caller<M extends Method>(method: M): Caller<M> {
  return ((path: string, options?: Loose) => call(method, path, options)) as Caller<M>;
}

export const client = {
  get: caller('get'),
  post: caller('post'),
  put: caller('put'),
  patch: caller('patch'),
  delete: caller('delete'),
};

/** Downloads what a GET path answers (a spreadsheet, a document) under the given file name. */
export function downloadFrom<P extends PathWith<'get'>>(
  path: P,
  filename: string,
  options: PathParams<Operation<P, 'get'>> & QueryParams<Operation<P, 'get'>> = {} as never,
): Promise<void> {
  const { path: values, query } = options as Loose;
  return downloadFile(fillPath(path, values), filename, query as RequestOptions['query']);
}

/** Downloads what a POST path answers for `body` (an export of a selection) under the given file name. */
export function downloadPosted<P extends PathWith<'post'>>(path: P, filename: string, body: Body<P, 'post'>): Promise<void> {
  return downloadFile(path, filename, undefined, body);
}

/** The GET paths that answer a page of a list ({count, next, previous, results}). */
export type PagedPath = {
  [P in PathWith<'get'>]: Answer<P, 'get'> extends { count: number; results: unknown[] } ? P : never;
}[PathWith<'get'>];
