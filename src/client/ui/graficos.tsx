// The report's charts (@mantine/charts): the attendance rate week by week over the
// period, and the classes with the lowest rates. Both are BarsList, bars drawn with
// plain elements that carry their labels as text: readable on a phone and by a screen
// reader, and without recharts, which alone weighs about 100 KB gzipped (twice a
// screen's 60 KB budget, bench/size-budget.test.ts).
import '@mantine/charts/styles.css';
import { BarsList } from '@mantine/charts';
import { Anchor, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { isoParaBr, somarDias } from '#shared/rules/datas.ts';
import { taxaTexto } from '#shared/rules/frequencia.ts';
import type { Resumo } from '#shared/schemas/relatorios.ts';

const formato = (v: number) => `${taxaTexto(v)}%`;
const NO_GRAFICO = 15;

/** Green from 85 %, yellow from 70 %, red below. */
const cor = (t: number) => (t >= 85 ? 'teal.3' : t >= 70 ? 'yellow.3' : 'red.3');

export function Grafico({ id, titulo, children }: { id: string; titulo: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="figure" m={0} aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="sm" component="figcaption">
        {titulo}
      </Title>
      {children}
    </Card>
  );
}

/** Each bar a link to `link(name)` (the list or report behind it), when given. */
function comLinks(link?: (name: string) => string | undefined) {
  if (!link) return undefined;
  return (item: { name: string }, bar: React.ReactNode) => {
    const to = link(item.name);
    return to ? (
      <Anchor component={Link} to={to} underline="never" c="inherit" display="block">
        {bar}
      </Anchor>
    ) : (
      bar
    );
  };
}

export function GraficoSemanas({
  semanas,
  titulo = MSG_REL.porSemana,
  link,
}: {
  semanas: Resumo['semanas'];
  titulo?: string;
  /** Where a week's bar leads (its Monday given). */
  link?: (inicio: string) => string;
}) {
  const rotulo = (inicio: string) =>
    `${isoParaBr(inicio).slice(0, 5)} – ${isoParaBr(somarDias(inicio, 6)).slice(0, 5)}`;
  const inicioDe = new Map(semanas.map((s) => [rotulo(s.inicio), s.inicio]));
  const data = semanas
    .filter((s) => s.taxa !== null)
    .map((s) => ({
      name: rotulo(s.inicio),
      value: s.taxa as number,
      color: cor(s.taxa as number),
      textColor: 'dark.9',
    }));
  return (
    <Grafico id="grafico-semanas" titulo={titulo}>
      {data.length === 0 ? (
        <Text c="gray.7">{MSG_REL.semDados}</Text>
      ) : (
        <BarsList
          data={data}
          valueFormatter={formato}
          barsLabel={MSG_REL.semana}
          valueLabel={MSG_REL.taxa}
          data-testid="grafico-semanas"
          renderBar={comLinks(link && ((name) => link(inicioDe.get(name)!)))}
        />
      )}
    </Grafico>
  );
}

export function GraficoTurmas({ turmas }: { turmas: Resumo['turmas'] }) {
  const data = turmas.itens
    .filter((t) => t.taxa !== null)
    .slice(0, NO_GRAFICO)
    .map((t) => ({
      name: t.nome_turma,
      value: t.taxa as number,
      color: cor(t.taxa as number),
      textColor: 'dark.9',
    }));
  return (
    <Grafico id="grafico-turmas" titulo={MSG_REL.porTurma}>
      {data.length === 0 ? (
        <Text c="gray.7">{MSG_REL.semDados}</Text>
      ) : (
        <BarsList
          data={data}
          valueFormatter={formato}
          barsLabel={MSG_REL.turma}
          valueLabel={MSG_REL.taxa}
          data-testid="grafico-turmas"
        />
      )}
    </Grafico>
  );
}
