// The client's one HTTP client: JSON in and out, the session cookie, and errors that
// carry the server's pt-BR message. Every request of the client goes through api()
// (the lint forbids fetch elsewhere): the queries.ts modules, the session, and the
// offline module's outbox (offline/servico.ts, also run by the service worker).
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a caller may add to a request: its own headers (an Idempotency-Key) and a signal to abort it. */
export type OpcoesApi = { headers?: Record<string, string>; signal?: AbortSignal };

/** The answer's JSON; a body that is not JSON (a proxy's page) reads as undefined. */
function lerJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Told of each request's network outcome: an answer came (true) or none did (offline/rede.ts). */
let aoDesfechoDaRede: ((comRede: boolean) => void) | undefined;

/** Sets the one listener of every request's network outcome. */
export function observarRede(fn: (comRede: boolean) => void) {
  aoDesfechoDaRede = fn;
}

/**
 * A failure of the network (or an aborted request) rejects with the browser's error;
 * an answer other than 2xx rejects with ApiError (its status and the server's body).
 */
export async function api<T>(
  method: Method,
  url: string,
  body?: unknown,
  opcoes: OpcoesApi = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { ...opcoes.headers }
          : { 'content-type': 'application/json', ...opcoes.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: opcoes.signal,
    });
  } catch (e) {
    // A request its caller aborted says nothing of the network; one that timed out, or failed, does.
    if (!(e instanceof DOMException && e.name === 'AbortError')) aoDesfechoDaRede?.(false);
    throw e;
  }
  aoDesfechoDaRede?.(true);
  const text = await res.text();
  const data = lerJson(text) as (Partial<ErroResposta> & { message?: unknown }) | undefined;
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
