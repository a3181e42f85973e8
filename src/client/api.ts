// The one fetch wrapper: JSON in and out, the session cookie, and errors that
// carry the server's pt-BR message.
import type { ErroResposta } from '#shared/schemas/erro.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's error answer; partial when the answer was not ours (a proxy's page, an empty body). */
    readonly body: Partial<ErroResposta> = {},
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function api<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!res.ok) {
    // A refused login carries its code in `message` and the text in `mensagem` (erro.ts).
    const texto = typeof data?.message === 'string' ? data.message : (data?.mensagem ?? res.statusText);
    throw new ApiError(res.status, texto, data ?? {});
  }
  return data as T;
}

/** Query string from an object, skipping empty values. */
export function qs(params: Record<string, string | number | undefined | null>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}
