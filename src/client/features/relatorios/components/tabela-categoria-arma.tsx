// The report of active students per competition category and weapon: one row per
// category in age order, then the students without one, and the club's total: a table on a
// desk, a card per row on a phone (nothing scrolls sideways at 390 px).
import { Card, Loader, Text, Title } from '@mantine/core';
import { useCategoriaArma } from '#client/features/relatorios/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { type Coluna, ListaResponsiva } from '#client/ui/lista-responsiva.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_ESGRIMA, ROTULO_ARMA } from '#shared/messages/esgrima.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import type { CategoriaArma } from '#shared/schemas/esgrima.ts';

type Linha = CategoriaArma['linhas'][number];
/** The key of the total's row: no category is named with a NUL. */
const TOTAL = '\u0000total';
const COLUNAS = ['florete', 'espada', 'sabre', 'sem_arma', 'total'] as const;
const rotulo: Record<(typeof COLUNAS)[number], string> = {
  ...ROTULO_ARMA,
  sem_arma: MSG_ESGRIMA.colunaSemArma,
  total: MSG_ESGRIMA.total,
};

export function TabelaCategoriaArma() {
  const q = useCategoriaArma();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="categoria-arma">
      <Title order={3} size="h5" id="categoria-arma">
        {MSG_ESGRIMA.tituloCategoriaArma}
      </Title>
      {q.data && (
        <Text size="sm" c="gray.7" mb="sm">
          {MSG_ESGRIMA.temporada(q.data.ano_temporada)}. {MSG_ESGRIMA.explicacaoCategoriaArma}
        </Text>
      )}
      {q.isError ? (
        <BlocoErro error={q.error} title={null} />
      ) : !q.data ? (
        <Loader size="sm" aria-label={MSG.carregando} />
      ) : (
        <Tabela linhas={q.data.linhas} />
      )}
    </Card>
  );
}

function Tabela({ linhas }: { linhas: Linha[] }) {
  if (linhas.length === 0)
    return (
      <Text c="gray.7" size="sm">
        {MSG_REL.semDados}
      </Text>
    );
  // Categories do not overlap, so the rows add up to the club's total.
  const total = { categoria: MSG_ESGRIMA.total } as Linha;
  for (const c of COLUNAS) total[c] = linhas.reduce((n, l) => n + l[c], 0);
  const colunas: Coluna<Linha & { chave: string }>[] = [
    {
      titulo: MSG_ESGRIMA.categoria,
      principal: true,
      valor: (l) =>
        l.chave === TOTAL ? <strong>{l.categoria}</strong> : (l.categoria ?? MSG_ESGRIMA.semCategoria),
    },
    ...COLUNAS.map((c) => ({ titulo: rotulo[c], direita: true, valor: (l: Linha) => l[c] })),
  ];
  return (
    <ListaResponsiva
      rotulo={MSG_ESGRIMA.tituloCategoriaArma}
      testId="categoria-arma"
      itens={[...linhas.map((l) => ({ ...l, chave: l.categoria ?? '' })), { ...total, chave: TOTAL }]}
      chave={(l) => l.chave}
      colunas={colunas}
    />
  );
}
