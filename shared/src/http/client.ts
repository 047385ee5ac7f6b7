import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import { acceptLanguage } from '../i18n';
import {
  clearSession,
  coordinateSystemAtom,
  pendingCallsAtom,
  portalStore,
  tokenAtom,
  userIdAtom,
} from '../session';
import { notify } from '../notices';

/** docs/requirements.md §9: HTTP timeout 60000 ms. */
export const HTTP_TIMEOUT_MS = 60_000;

/**
 * docs/requirements.md §9: every call drives the global loading indicator except save_geometry, verify_register,
 * get_layer_by_pid, map search calls (place names, geoserver lookups) and simulation calls.
 */
const SKIPS_LOADING = [
  /save_geometry/,
  /verify_register/,
  /get_layer_by_pid/,
  // The map search and region calls (docs/requirements.md §9), all under /api/geodata/: the place-name search, the
  // region picker's children (the portal's get_layer_by_pid), a chosen region's or place's outline, and the globe's
  // boundaries and names of the area in view.
  /^(\/api)?\/?geodata\//,
  /\/geoserver\//,
  /\/simulation\//,
  // The header's unread-alert count, refreshed every minute in the background (not a user's action).
  /\/commodity\/notifications\/$/,
];
export function skipsLoadingIndicator(url: string | undefined): boolean {
  return !!url && SKIPS_LOADING.some((re) => re.test(url));
}

export interface FieldError {
  field: string;
  message: string;
}

/** Envelope of every API answer (docs/architecture.md §3). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T[];
  total?: number;
  total_exact?: boolean;
  next?: string | null;
  errors?: FieldError[];
}

/** A rejected call. `transport` is true when no answer came back (network down, timeout). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number,
    readonly errors: FieldError[] = [],
    readonly transport = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The client already showed this failure's message to the user (a notice, or the session's end). */
  shown = false;
  /** The caller cancelled the call (its AbortSignal): not a failure to show. */
  cancelled = false;
}

const shownError = (err: ApiError): ApiError => {
  err.shown = true;
  return err;
};

export interface PortalRequestConfig extends AxiosRequestConfig {
  /** Do not raise a notice for a failed call (the caller shows the error itself, e.g. in a form). */
  quiet?: boolean;
}

export interface HttpHooks {
  /** Navigation to another portal URL (the shell sets single-spa's navigateToUrl). */
  navigate: (url: string) => void;
  /** The path to come back to after login. */
  currentPath: () => string;
}

export const httpHooks: HttpHooks = {
  navigate: (url) => window.location.assign(url),
  currentPath: () => window.location.pathname + window.location.search,
};

type Tracked = InternalAxiosRequestConfig & { __tracked?: boolean; quiet?: boolean };

function endLoading(config: Tracked | undefined): void {
  if (config?.__tracked) {
    config.__tracked = false;
    portalStore.set(pendingCallsAtom, (n) => Math.max(0, n - 1));
  }
}

/** docs/requirements.md §8, code 201: show the server's text, clear session and user, go to login remembering the path. */
function endSession(msg: string): void {
  notify('warning', msg);
  clearSession();
  const path = httpHooks.currentPath();
  httpHooks.navigate(path.startsWith('/login') ? path : `/login?redirect=${encodeURIComponent(path)}`);
}

/** The session's credentials as request headers, for requests the client does not send (the globe's tiles). */
export function sessionHeaders(): Record<string, string> {
  const token = portalStore.get(tokenAtom);
  const userId = portalStore.get(userIdAtom);
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(userId != null ? { 'User-Id': String(userId) } : {}),
  };
}

export function createHttpClient(): AxiosInstance {
  const client = axios.create({ baseURL: '/api', timeout: HTTP_TIMEOUT_MS });

  client.interceptors.request.use((config: Tracked) => {
    for (const [name, value] of Object.entries(sessionHeaders())) config.headers.set(name, value);
    config.headers.set('Satellite', portalStore.get(coordinateSystemAtom));
    config.headers.set('Accept-Language', acceptLanguage());
    if (!skipsLoadingIndicator(config.url)) {
      config.__tracked = true;
      portalStore.set(pendingCallsAtom, (n) => n + 1);
    }
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      const config = response.config as Tracked;
      endLoading(config);
      const body = response.data as Envelope<unknown> | Blob | ArrayBuffer;
      if (response.config.responseType === 'blob' || response.config.responseType === 'arraybuffer')
        return response;
      const env = body as Envelope<unknown>;
      if (env && env.code === 201) {
        endSession(env.msg);
        return Promise.reject(shownError(new ApiError(env.msg, response.status, 201)));
      }
      if (env && typeof env.code === 'number' && env.code !== 0) {
        const err = new ApiError(env.msg, response.status, env.code, env.errors);
        if (!config.quiet) notify('error', env.msg);
        return Promise.reject(config.quiet ? err : shownError(err));
      }
      return response;
    },
    async (error: AxiosError) => {
      const config = error.config as Tracked | undefined;
      endLoading(config);
      if (!error.response) {
        if (axios.isCancel(error)) {
          const cancelled = new ApiError(error.message, 0, -1, [], true);
          cancelled.cancelled = true;
          return Promise.reject(cancelled);
        }
        // docs/requirements.md §8: transport errors only end the loading indicator; no message is shown here. The page that made
        // the call says so where the user acted (see failure.ts: showFailure, failureMessage).
        return Promise.reject(new ApiError(error.message, 0, -1, [], true));
      }
      let env = error.response.data as Partial<Envelope<unknown>> | Blob | undefined;
      if (typeof Blob !== 'undefined' && env instanceof Blob)
        env = await env
          .text()
          .then((t) => JSON.parse(t))
          .catch(() => undefined);
      const e = (env ?? {}) as Partial<Envelope<unknown>>;
      const msg = e.msg ?? error.message;
      if (e.code === 201) {
        endSession(msg);
        return Promise.reject(shownError(new ApiError(msg, error.response.status, 201)));
      }
      const err = new ApiError(msg, error.response.status, e.code ?? error.response.status, e.errors ?? []);
      if (!config?.quiet) notify('error', msg);
      return Promise.reject(config?.quiet ? err : shownError(err));
    },
  );
  return client;
}

/** The portal's one HTTP client. */
export const http = createHttpClient();

/** Calls the API and returns the envelope (data is always an array). */
export async function call<T>(config: PortalRequestConfig): Promise<Envelope<T>> {
  const response = await http.request<Envelope<T>>(config);
  return response.data;
}

/** Calls the API and returns the first element of `data`. */
export async function callOne<T>(config: PortalRequestConfig): Promise<T> {
  const env = await call<T>(config);
  return env.data[0];
}
