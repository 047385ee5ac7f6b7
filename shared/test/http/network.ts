import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** What the stand-in network (unit tests only) answers a request with: a status and body, or no answer at all. */
export type Answer = { status: number; body?: unknown } | 'network-down';

/** The answer when a test queued none: an empty list. */
export const EMPTY_LIST: Answer = { status: 200, body: { code: 0, msg: 'ok', data: [] } };

/** An answer as axios gives it: a response for a 2xx, else the error axios throws (no response when none came). */
export function respond(config: InternalAxiosRequestConfig, answer: Answer): AxiosResponse {
  if (answer === 'network-down') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: '',
    headers: {},
    config,
  };
  if (answer.status < 200 || answer.status >= 300)
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
  return response;
}
