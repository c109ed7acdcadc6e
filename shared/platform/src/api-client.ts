import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { RETRYABLE_GET_STATUSES, ResultCode, type ApiEnvelope } from '@console/contracts/api-envelope';
import { CURR_TEAM_HEADER, isTeamSeq } from '@console/contracts/teams';
import { ApiError } from './api-error';
import { exportTitleFromContentDisposition } from './content-disposition';

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
  readonly axios: AxiosInstance;
}

interface ConsoleRequestConfig extends AxiosRequestConfig {
  consoleOptions?: RequestOptions;
  retriedAfterRefresh?: boolean;
  retriedStatus?: boolean;
}

export const REFRESH_URL = '/api/auth/refresh-token';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance = axios.create({ baseURL: options.baseURL ?? '', withCredentials: true });
  const messages = options.messages ?? {
    malformedAnswer: 'Unexpected answer from the server.',
    requestFailed: 'The request failed.',
  };
  let refreshing: Promise<void> | null = null;

  instance.interceptors.request.use((config) => {
    config.headers.set('AJAX', 'true');
    const token = options.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const teamSeq = options.getTeamSeq();
    if (isTeamSeq(teamSeq)) config.headers.set(CURR_TEAM_HEADER, String(teamSeq));
    return config;
  });

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

  async function handleFailure(error: unknown): Promise<AxiosResponse> {
    if (!(error instanceof AxiosError) || !error.config) throw error;
    const config = error.config as ConsoleRequestConfig;
    const consoleOptions = config.consoleOptions ?? {};
    const response = error.response;
    if (!response) {
      if (axios.isCancel(error)) throw error;
      options.handlers.networkError(error);
      throw new ApiError(0, 'Network Error', error.message);
    }
    const status = response.status;
    if (status === 401 && !config.retriedAfterRefresh && config.url !== REFRESH_URL) {
      await refreshOnce();
      return instance.request({ ...config, retriedAfterRefresh: true } as ConsoleRequestConfig);
    }
    const method = (config.method ?? 'get').toLowerCase();
    if (method === 'get' && !config.retriedStatus && (RETRYABLE_GET_STATUSES as readonly number[]).includes(status)) {
      return instance.request({ ...config, retriedStatus: true } as ConsoleRequestConfig);
    }
    const apiError = toApiError(response);
    if (!consoleOptions.raw) {
      if (status === 401 || status === 403) options.handlers.sessionInvalid();
      else if (status === 455) options.handlers.roleNotAllowed();
      else if (status === 499) {
        options.handlers.teamNotAllowed();
        throw new ApiError(499, response.statusText, 'Not allowed', apiError.resultCode);
      } else if (!consoleOptions.silent && !isCallerError(status)) options.handlers.serverError(apiError);
    }
    throw apiError;
  }

  instance.interceptors.response.use(undefined, handleFailure);

  async function send<T>(config: ConsoleRequestConfig): Promise<T> {
    const response = await instance.request<ApiEnvelope<T>>(config);
    const envelope = response.data;
    if (!envelope || typeof envelope !== 'object' || !('resultCode' in envelope)) {
      throw new ApiError(response.status, response.statusText, messages.malformedAnswer);
    }
    if (envelope.resultCode !== ResultCode.OK) {
      throw new ApiError(
        response.status,
        response.statusText,
        envelope.message ?? messages.requestFailed,
        envelope.resultCode,
        envelope.errors ?? [],
      );
    }
    return envelope.resultData;
  }

  const base = (method: string, url: string, opts: RequestOptions = {}): ConsoleRequestConfig => ({
    method,
    url,
    params: opts.params,
    headers: opts.headers,
    signal: opts.signal,
    ...(opts.onUploadProgress
      ? {
          onUploadProgress: (event: { loaded: number; total?: number }) =>
            opts.onUploadProgress?.(event.total ? Math.min(1, event.loaded / event.total) : 0),
        }
      : {}),
    consoleOptions: opts,
  });

  return {
    axios: instance,
    get: (url, opts) => send({ ...base('get', url, opts), headers: { Accept: 'application/json', ...opts?.headers } }),
    post: (url, body, opts) => send({ ...base('post', url, opts), data: body ?? {} }),
    put: (url, body, opts) => send({ ...base('put', url, opts), data: body ?? {} }),
    delete: (url, opts) => send(base('delete', url, opts)),
    postMultipart: (url, form, opts) => send({ ...base('post', url, opts), data: form }),
    async download(url, opts) {
      const response = await instance.request<Blob>({ ...base('get', url, opts), responseType: 'blob' });
      return {
        blob: response.data,
        exportTitle: exportTitleFromContentDisposition(response.headers['content-disposition'] as string | undefined),
      };
    },
  };
}

/** 4xx answers a caller is expected to show in place (validation, not found, conflict, throttled). */
function isCallerError(status: number): boolean {
  return status >= 400 && status < 500;
}

function toApiError(response: AxiosResponse): ApiError {
  const data = response.data as Partial<ApiEnvelope<unknown>> | undefined;
  const message = typeof data?.message === 'string' ? data.message : response.statusText || `HTTP ${response.status}`;
  return new ApiError(response.status, response.statusText, message, data?.resultCode ?? null, data?.errors ?? []);
}
