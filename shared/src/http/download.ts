/** Files the browser saves: a same-origin URL (streams to disk) or an API call's answer (an export). */
import { http, type PortalRequestConfig } from './client';

function clickLink(href: string, name?: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.rel = 'noopener';
  if (name) a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Saves bytes the page holds (an answer, a file built in the browser) under a name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  clickLink(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Starts a browser download of a same-origin URL (the file streams to disk). */
export function downloadUrl(url: string): void {
  clickLink(url);
}

/**
 * Calls the API for a file (an export) and saves it under the server's name, or `fallbackName`. A 202 answer saves
 * nothing: the work was queued, and its envelope's first item (the job) is returned.
 */
export async function downloadFile(config: PortalRequestConfig, fallbackName: string): Promise<unknown> {
  const res = await http.request<Blob>({ ...config, responseType: 'blob' });
  if (res.status === 202) return (JSON.parse(await res.data.text()) as { data: unknown[] }).data[0];
  const disposition = String(res.headers['content-disposition'] ?? '');
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  saveBlob(res.data, name);
  return null;
}
