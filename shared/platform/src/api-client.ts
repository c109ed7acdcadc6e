import { RETRYABLE_GET_STATUSES, ResultCode, type ApiEnvelope } from '@console/contracts/api-envelope';
import { CURR_TEAM_HEADER, isTeamSeq } from '@console/contracts/teams';
import { ApiError } from './api-error';
import { exportTitleFromContentDisposition } from './content-disposition';
import { sendHttp, urlWithQuery, type HttpAnswer, type HttpRequest } from './http-transport';

/** What the shell does for the statuses of SPEC 8; the client calls each once per occurrence. */
export interface ApiErrorHandlers {
  /** The refresh after a 401 failed: alert "login session expired", then logout. */
  sessionExpired(): void;
  /** 403: "session expired / re-login and proceed", then logout. */
  sessionInvalid(): void;
  /** 455: "no access permission", then /console/dashboard. */
  roleNotAllowed(): void;
  /** 499: "no team space permission", then /console/dashboard. */
  teamNotAllowed(): void;
  /** Any other failure the caller did not take: the server-error dialog. */
  serverError(error: ApiError): void;
  /** No answer at all: only logged (SPEC 8). */
  networkError(error: unknown): void;
}

export interface ApiClientOptions {
  baseURL?: string;
  getAccessToken(): string | null;
  getTeamSeq(): number | string | null | undefined;
  /** Renews the access token from the session cookie and re-reads the session user. */
  refreshSession(): Promise<void>;
  handlers: ApiErrorHandlers;
  /** Texts for failures the server did not word itself, in the user's language. */
  messages?: { malformedAnswer: string; requestFailed: string };
}

export interface RequestOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The caller shows every error itself (forms, login): no dialog for 4xx answers. 401 still
   * refreshes, and 403/455/499 still run their SPEC handling unless `raw` is set too.
   */
  silent?: boolean;
  /** Skip even the 403/455/499 handling (login, security code). */
  raw?: boolean;
  /** Called as the request body goes out, with the share sent (0 to 1), for large uploads and sends. */
  onUploadProgress?(fraction: number): void;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (RFC 5987 UTF-8 names). */
  exportTitle: string | null;
}

export interface ApiClient {
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(url: string, options?: RequestOptions): Promise<T>;
  postMultipart<T>(url: string, form: FormData, options?: RequestOptions): Promise<T>;
  download(url: string, options?: RequestOptions): Promise<DownloadedFile>;
}

/** One request as the client sends it, again after a refresh or a retryable status. */
interface Attempt {
  method: HttpRequest['method'];
  url: string;
  /** Sent as JSON, or as multipart when it is FormData; none when undefined. */
  body?: unknown;
  headers?: Record<string, string>;
  options: RequestOptions;
  retriedAfterRefresh?: boolean;
  retriedStatus?: boolean;
}

export const REFRESH_URL = '/api/auth/refresh-token';

/** The Accept every request carried before (axios' default), so the server sees the same requests. */
const DEFAULT_ACCEPT = 'application/json, text/plain, */*';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseURL = options.baseURL ?? '';
  const messages = options.messages ?? {
    malformedAnswer: 'Unexpected answer from the server.',
    requestFailed: 'The request failed.',
  };
  let refreshing: Promise<void> | null = null;

  /** Built for every attempt: a retry after a refresh carries the new token. */
  function headersOf(attempt: Attempt, token: string | null): Headers {
    const headers = new Headers({ Accept: DEFAULT_ACCEPT });
    if (attempt.body !== undefined && !(attempt.body instanceof FormData))
      headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(attempt.headers ?? {})) headers.set(name, value);
    headers.set('AJAX', 'true');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const teamSeq = options.getTeamSeq();
    if (isTeamSeq(teamSeq)) headers.set(CURR_TEAM_HEADER, String(teamSeq));
    return headers;
  }

  /** One refresh for a burst of 401s: every caller waits on the same promise (the retry queue). */
  function refreshOnce(): Promise<void> {
    if (!refreshing) {
      refreshing = options
        .refreshSession()
        .catch(() => {
          options.handlers.sessionExpired();
          throw new ApiError(403, 'Unauthorized', 'Unauthorized');
        })
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  /** A 2xx answer, or the SPEC's handling of the failure and an ApiError. */
  async function request(attempt: Attempt): Promise<HttpAnswer> {
    const consoleOptions = attempt.options;
    const url = urlWithQuery(baseURL, attempt.url, consoleOptions.params);
    const sentToken = options.getAccessToken();
    let answer: HttpAnswer;
    try {
      answer = await sendHttp({
        method: attempt.method,
        url,
        headers: headersOf(attempt, sentToken),
        body:
          attempt.body === undefined || attempt.body instanceof FormData ? attempt.body : JSON.stringify(attempt.body),
        signal: consoleOptions.signal,
        onUploadProgress: consoleOptions.onUploadProgress,
      });
    } catch (error) {
      // The caller cancelled: its own doing, nothing to report.
      if (consoleOptions.signal?.aborted) throw error;
      options.handlers.networkError(error);
      throw new ApiError(0, 'Network Error', 'Network Error');
    }
    const status = answer.status;
    if (status >= 200 && status < 300) return answer;
    if (status === 401 && !attempt.retriedAfterRefresh && attempt.url !== REFRESH_URL) {
      // A 401 that arrives after a refresh of the burst has already ended just takes the new token.
      if (options.getAccessToken() === sentToken) await refreshOnce();
      return request({ ...attempt, retriedAfterRefresh: true });
    }
    if (
      attempt.method === 'GET' &&
      !attempt.retriedStatus &&
      (RETRYABLE_GET_STATUSES as readonly number[]).includes(status)
    ) {
      return request({ ...attempt, retriedStatus: true });
    }
    const apiError = toApiError(answer);
    if (!consoleOptions.raw) {
      if (status === 401 || status === 403) options.handlers.sessionInvalid();
      else if (status === 455) options.handlers.roleNotAllowed();
      else if (status === 499) {
        options.handlers.teamNotAllowed();
        throw new ApiError(499, answer.statusText, 'Not allowed', apiError.resultCode);
      } else if (!consoleOptions.silent && !isCallerError(status)) options.handlers.serverError(apiError);
    }
    throw apiError;
  }

  async function send<T>(attempt: Attempt): Promise<T> {
    const answer = await request(attempt);
    const envelope = jsonOf(answer) as ApiEnvelope<T> | string;
    if (!envelope || typeof envelope !== 'object' || !('resultCode' in envelope)) {
      throw new ApiError(answer.status, answer.statusText, messages.malformedAnswer);
    }
    if (envelope.resultCode !== ResultCode.OK) {
      throw new ApiError(
        answer.status,
        answer.statusText,
        envelope.message ?? messages.requestFailed,
        envelope.resultCode,
        envelope.errors ?? [],
      );
    }
    return envelope.resultData;
  }

  const attempt = (method: Attempt['method'], url: string, opts: RequestOptions = {}): Attempt => ({
    method,
    url,
    headers: opts.headers,
    options: opts,
  });

  return {
    get: (url, opts) =>
      send({ ...attempt('GET', url, opts), headers: { Accept: 'application/json', ...opts?.headers } }),
    post: (url, body, opts) => send({ ...attempt('POST', url, opts), body: body ?? {} }),
    put: (url, body, opts) => send({ ...attempt('PUT', url, opts), body: body ?? {} }),
    delete: (url, opts) => send(attempt('DELETE', url, opts)),
    postMultipart: (url, form, opts) => send({ ...attempt('POST', url, opts), body: form }),
    async download(url, opts) {
      const answer = await request(attempt('GET', url, opts));
      return {
        blob: new Blob([answer.body], { type: answer.header('content-type') ?? '' }),
        exportTitle: exportTitleFromContentDisposition(answer.header('content-disposition')),
      };
    },
  };
}

/** 4xx answers a caller is expected to show in place (validation, not found, conflict, throttled). */
function isCallerError(status: number): boolean {
  return status >= 400 && status < 500;
}

/** The body as JSON; the text itself when it is not JSON (an HTML error page), never a parse error. */
function jsonOf(answer: HttpAnswer): unknown {
  const text = new TextDecoder().decode(answer.body);
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(answer: HttpAnswer): ApiError {
  const json = jsonOf(answer);
  const data = (json && typeof json === 'object' ? json : undefined) as Partial<ApiEnvelope<unknown>> | undefined;
  const message = typeof data?.message === 'string' ? data.message : answer.statusText || `HTTP ${answer.status}`;
  return new ApiError(answer.status, answer.statusText, message, data?.resultCode ?? null, data?.errors ?? []);
}
