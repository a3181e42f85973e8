// The postal-code services' client: ViaCEP first, BrasilAPI when ViaCEP fails. Answers are
// cached in memory so a form that asks twice costs one call.
import { Recentes } from '#server/recentes.ts';
import type { CepInfo } from '#shared/schemas/endereco.ts';

export interface CepProviders {
  viacepUrl: string;
  brasilapiUrl: string;
  timeoutMs: number;
}

const CACHE_MAX = 5000;
const CACHE_TTL_MS = 24 * 3_600_000;

async function getJson(url: string, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  });
  return { status: res.status, body: res.status < 500 ? await res.json().catch(() => null) : null };
}

async function viaCep(cep: string, p: CepProviders): Promise<CepInfo | null> {
  const { status, body } = await getJson(`${p.viacepUrl}/${cep}/json/`, p.timeoutMs);
  const b = body as Record<string, string> | null;
  if (status >= 500) throw new Error(`ViaCEP ${status}`);
  if (!b || status >= 400 || 'erro' in b) return null;
  return {
    cep,
    rua: b.logradouro ?? '',
    bairro: b.bairro ?? '',
    cidade: b.localidade ?? '',
    estado: b.uf ?? '',
  };
}

async function brasilApi(cep: string, p: CepProviders): Promise<CepInfo | null> {
  const { status, body } = await getJson(`${p.brasilapiUrl}/${cep}`, p.timeoutMs);
  const b = body as Record<string, string> | null;
  if (status >= 500) throw new Error(`BrasilAPI ${status}`);
  if (!b || status >= 400) return null;
  return {
    cep,
    rua: b.street ?? '',
    bairro: b.neighborhood ?? '',
    cidade: b.city ?? '',
    estado: b.state ?? '',
  };
}

export function createCepLookup(providers: CepProviders) {
  const cache = new Recentes<string, { at: number; info: CepInfo | null }>(CACHE_MAX);

  return async function lookup(cep: string, now = Date.now()): Promise<CepInfo | null> {
    const hit = cache.get(cep);
    if (hit && now - hit.at < CACHE_TTL_MS) return hit.info;

    let info: CepInfo | null = null;
    let answered = false;
    for (const provider of [viaCep, brasilApi]) {
      try {
        info = await provider(cep, providers);
        answered = true;
        if (info) break;
      } catch {
        // timeout or provider down: try the next one
      }
    }
    if (!answered) throw new Error('Nenhum serviço de CEP respondeu.');
    cache.set(cep, { at: now, info });
    return info;
  };
}
