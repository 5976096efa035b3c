import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): unknown;
}

export type FakeHandler = (request: FakeRequest) => { status: number; body: unknown; headers?: Record<string, string> } | undefined;

/** A local HTTP server standing in for a provider: it records every request and answers through `handle`. */
export async function startFakeHttp(handle: FakeHandler): Promise<{ url: string; requests: FakeRequest[]; close(): Promise<void> }> {
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const request: FakeRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body, json: () => JSON.parse(body) as unknown };
      requests.push(request);
      const answer = handle(request) ?? { status: 404, body: { error: { message: 'Unknown path', code: 803 } } };
      const raw = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(JSON.stringify(answer.body));
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(raw);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
