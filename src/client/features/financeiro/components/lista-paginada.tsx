// The Financeiro area's paged lists (the charges, the late list): a list's answer shown
// as an error, a loader, its empty text, or its rows (a table on a desktop, cards on a
// phone) with the keyset pages under them.

import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Carregando } from '#client/features/financeiro/components/cabecalho.tsx';
import { PAGE_SIZE } from '#client/features/financeiro/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { type Coluna, ListaResponsiva } from '#client/ui/lista-responsiva.tsx';
import { Paginacao, type usePosicao } from '#client/ui/paginacao.tsx';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import type { PaginaCursor } from '#shared/schemas/lista.ts';

export function ListaPaginada<T>({
  lista,
  posicao,
  rotulo,
  vazio,
  chave,
  colunas,
  testId,
}: {
  lista: UseQueryResult<PaginaCursor<T>>;
  posicao: ReturnType<typeof usePosicao>;
  rotulo: string;
  vazio: string;
  chave: (item: T) => number;
  colunas: readonly Coluna<T>[];
  testId: string;
}) {
  if (lista.isError) return <BlocoErro error={lista.error} fallback={MSG_FIN.erroCarregar} />;
  if (!lista.data) return <Carregando />;
  if (lista.data.items.length === 0) return <Text c="gray.7">{vazio}</Text>;
  return (
    <>
      <ListaResponsiva
        rotulo={rotulo}
        itens={lista.data.items}
        chave={chave}
        colunas={colunas}
        testId={testId}
      />
      <Paginacao
        pagina={lista.data}
        inicio={posicao.inicioDe(lista.data)}
        ir={posicao.ir}
        pageSize={PAGE_SIZE}
      />
    </>
  );
}
