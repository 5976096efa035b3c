import { startFakeHttp, type FakeRequest } from '../fake-http.js';

/** A Bot API call's fields, sent as JSON or, for uploads, as multipart. */
function formOrJson(req: FakeRequest): Record<string, string> {
  if (!String(req.headers['content-type'] ?? '').startsWith('multipart/form-data')) return req.json() as Record<string, string>;
  const fields: Record<string, string> = {};
  for (const match of req.body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields[match[1]!] = match[2]!;
  return fields;
}

/** A stand-in for the Bot API of one bot: `/bot<token>/<method>` and `/file/bot<token>/<path>`, with a switch for 429s. */
export async function startTelegramFake(options: { botToken: string }) {
  const state = { retryAfter: 0, throttledCalls: 0, files: new Map<string, Buffer>(), nextMessageId: 1 };
  const fake = await startFakeHttp((req) => {
    const method = new RegExp(`^/bot${options.botToken}/(\\w+)$`).exec(req.path);
    if (method) {
      if (state.retryAfter > 0 && state.throttledCalls > 0) {
        state.throttledCalls -= 1;
        return { status: 429, body: { ok: false, error_code: 429, description: `Too Many Requests: retry after ${state.retryAfter}`, parameters: { retry_after: state.retryAfter } } };
      }
      const body = formOrJson(req) as { chat_id?: string; file_id?: string };
      if (method[1] === 'getFile') {
        if (!state.files.has(body.file_id ?? '')) return { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: invalid file_id' } };
        return { status: 200, body: { ok: true, result: { file_id: body.file_id, file_unique_id: 'u', file_size: state.files.get(body.file_id!)!.length, file_path: `documents/${body.file_id}` } } };
      }
      if (!body.chat_id) return { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat_id is empty' } };
      return { status: 200, body: { ok: true, result: { message_id: state.nextMessageId++, date: Math.floor(Date.now() / 1000), chat: { id: Number(body.chat_id), type: 'private' } } } };
    }
    const file = new RegExp(`^/file/bot${options.botToken}/documents/(.+)$`).exec(req.path);
    if (file && state.files.has(file[1]!)) return { status: 200, body: state.files.get(file[1]!)!, headers: { 'content-type': 'application/octet-stream' } };
    if (req.path.startsWith('/bot') || req.path.startsWith('/file/bot')) return { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } };
    return undefined;
  });
  return {
    apiUrl: fake.url,
    requests: fake.requests,
    close: fake.close,
    /** Makes the next `calls` calls answer 429 asking to wait this many seconds (0 to stop). */
    throttle(seconds: number, calls = Number.POSITIVE_INFINITY) {
      state.retryAfter = seconds;
      state.throttledCalls = seconds > 0 ? calls : 0;
    },
    addFile(fileId: string, bytes: Buffer) {
      state.files.set(fileId, bytes);
    },
  };
}
