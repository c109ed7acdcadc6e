/**
 * The api client's transport: the browser's own fetch (and XMLHttpRequest for uploads that report
 * progress, which fetch cannot), so no HTTP library ships on every route.
 */

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Already joined with the query (see urlWithQuery). */
  url: string;
  headers: Headers;
  /** A JSON text, or FormData (the browser then sets the multipart Content-Type and boundary). */
  body?: string | FormData;
  signal?: AbortSignal;
  /** The share of the body sent, 0 to 1. Only XMLHttpRequest reports it; without one, fetch sends silently. */
  onUploadProgress?(fraction: number): void;
}

/** Any answer, whatever its status: only a request that got no answer (or was aborted) rejects. */
export interface HttpAnswer {
  status: number;
  statusText: string;
  header(name: string): string | null;
  body: ArrayBuffer;
}

/** Always with the cookies (the session cookie), also across origins as before (withCredentials). */
export function sendHttp(request: HttpRequest): Promise<HttpAnswer> {
  if (request.onUploadProgress && typeof XMLHttpRequest !== 'undefined') return sendWithXhr(request);
  return sendWithFetch(request);
}

async function sendWithFetch({ method, url, headers, body, signal }: HttpRequest): Promise<HttpAnswer> {
  const response = await fetch(url, { method, headers, body, signal, credentials: 'include' });
  // Read inside the same promise: a connection that breaks mid-body is no answer either.
  const content = await response.arrayBuffer();
  return {
    status: response.status,
    statusText: response.statusText,
    header: (name) => response.headers.get(name),
    body: content,
  };
}

function sendWithXhr({ method, url, headers, body, signal, onUploadProgress }: HttpRequest): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.open(method, url, true);
    xhr.withCredentials = true;
    xhr.responseType = 'arraybuffer';
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    // Listening before send(): browsers report upload progress only to listeners present by then.
    xhr.upload.addEventListener('progress', (event) => {
      onUploadProgress?.(event.lengthComputable && event.total ? Math.min(1, event.loaded / event.total) : 0);
    });
    xhr.addEventListener('load', () => {
      settle();
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        header: (name) => xhr.getResponseHeader(name),
        body: (xhr.response as ArrayBuffer | null) ?? new ArrayBuffer(0),
      });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal ? abortReason(signal) : new DOMException('The request was aborted.', 'AbortError'));
    });
    signal?.addEventListener('abort', abort);
    xhr.send(body ?? null);
  });
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The request was aborted.', 'AbortError');

/**
 * `url` under `baseURL` (unless absolute) with `params` as its query; undefined and null values are
 * left out. An array repeats its key (`status=A&status=B`), the form the server's Fastify query
 * parser reads as a list (`status[]=A` it would read as a key named "status[]").
 */
export function urlWithQuery(baseURL: string, url: string, params?: Record<string, unknown>): string {
  const full = baseURL && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) ? joinPath(baseURL, url) : url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      query.append(key, queryText(key, item));
    }
  }
  const search = query.toString();
  if (!search) return full;
  const withoutHash = full.split('#')[0]!;
  return `${withoutHash}${withoutHash.includes('?') ? '&' : '?'}${search}`;
}

const joinPath = (baseURL: string, url: string) => `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`;

function queryText(key: string, value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new TypeError(
    `Query parameter "${key}" is not a plain value: pass strings, numbers, booleans, dates or arrays of them.`,
  );
}
