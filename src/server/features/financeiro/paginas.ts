// Keyset pages of billing's lists in the shape of the other lists (#shared/schemas/lista.ts):
// `ler` reads rows in list order (`asc`) or backwards (`desc`) strictly after a key; every
// page costs what the first does. The count stops at the list's cap.
import { limiteTotal } from '#shared/constants.ts';
import {
  type Chave,
  codificarCursor,
  type PaginaCursor,
  type PaginaCursorQuery,
} from '#shared/schemas/lista.ts';

export interface Leitura {
  ordem: 'asc' | 'desc';
  apos: Chave | null;
  limite: number;
}

export async function paginar<T>(
  pedido: PaginaCursorQuery,
  ler: (l: Leitura) => Promise<T[]>,
  chave: (item: T) => Chave,
  contar: (limite: number) => Promise<number>,
): Promise<PaginaCursor<T>> {
  const n = pedido.pageSize;
  const limite = limiteTotal(pedido.q || undefined);
  const pagina = async (): Promise<[T[], boolean, boolean]> => {
    const primeira = async (): Promise<[T[], boolean, boolean]> => {
      const r = await ler({ ordem: 'asc', apos: null, limite: n + 1 });
      return [r.slice(0, n), false, r.length > n];
    };
    const ultima = async (): Promise<[T[], boolean, boolean]> => {
      const r = await ler({ ordem: 'desc', apos: null, limite: n + 1 });
      return [r.slice(0, n).reverse(), r.length > n, false];
    };
    if (pedido.after) {
      const r = await ler({ ordem: 'asc', apos: pedido.after, limite: n + 1 });
      return r.length === 0 ? ultima() : [r.slice(0, n), true, r.length > n];
    }
    if (pedido.before) {
      const r = await ler({ ordem: 'desc', apos: pedido.before, limite: n + 1 });
      return r.length <= n ? primeira() : [r.slice(0, n).reverse(), true, true];
    }
    if (pedido.page && pedido.page > 1) {
      // A numbered page: walk from the start (the keyset reads, bounded by the count's cap).
      const r = await ler({ ordem: 'asc', apos: null, limite: Math.min(pedido.page * n, limite) + 1 });
      const itens = r.slice((pedido.page - 1) * n, pedido.page * n);
      return [itens, itens.length > 0, r.length > pedido.page * n];
    }
    return pedido.last ? ultima() : primeira();
  };
  const [total, [items, anterior, proxima]] = await Promise.all([contar(limite), pagina()]);
  const first = items[0];
  const last = items[items.length - 1];
  return {
    items,
    total: Math.min(total, limite),
    totalExato: total <= limite,
    anterior: anterior && first ? codificarCursor(chave(first)) : null,
    proxima: proxima && last ? codificarCursor(chave(last)) : null,
  };
}
