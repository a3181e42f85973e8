// The club's dashboard on /adm (GET /api/relatorios/painel): active students by type,
// unit, city, gender, hand and age band; enrolments and departures per month; class
// occupancy; the weekly attendance rate; chamadas pending. Every figure links to the
// list behind it: the student list with the matching filter, a class's roster, or the
// attendance report of the period.
import '@mantine/charts/styles.css';
import { BarsList } from '@mantine/charts';
import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePainel } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { Grafico, GraficoSemanas } from '#client/ui/graficos.tsx';
import { porcento } from '#client/ui/indicadores.tsx';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { ROTULO_DIA, ROTULO_GENERO, ROTULO_MAO } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { MSG_PAINEL } from '#shared/messages-painel.ts';
import { MSG_REL } from '#shared/messages-relatorios.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { somarDias } from '#shared/rules/frequencia.ts';
import type { Painel as PainelDados } from '#shared/schemas/painel.ts';

const numero = (n: number) => n.toLocaleString('pt-BR');
const ativos = (f: Record<string, string | number>) => paths.admAlunosFiltro({ ativo: 1, ...f });
/** "2026-03" -> "03/2026" */
const mesBr = (mes: string) => `${mes.slice(5)}/${mes.slice(0, 4)}`;

interface Item {
  rotulo: string;
  valor: number;
  link: string;
}

/**
 * A distribution as bars (BarsList), each a link to its list: the label above its bar,
 * the count in the bar, the share of the whole beside it. The first `mostrar` unless opened.
 */
function Distribuicao({
  id,
  titulo,
  itens,
  mostrar = 8,
  descricao,
}: {
  id: string;
  titulo: string;
  itens: Item[];
  mostrar?: number;
  descricao?: string;
}) {
  const [todas, setTodas] = useState(false);
  const vistos = todas ? itens : itens.slice(0, mostrar);
  const soma = itens.reduce((s, i) => s + i.valor, 0);
  const parte = (v: number) => porcento(soma === 0 ? null : Math.round((v * 1000) / soma) / 10);
  const data = vistos.map((i, k) => ({
    name: numero(i.valor),
    value: i.valor,
    color: 'indigo.2',
    textColor: 'dark.9',
    k,
  }));
  return (
    <Grafico id={id} titulo={titulo}>
      {descricao && (
        <Text size="sm" c="gray.7" mb="xs">
          {descricao}
        </Text>
      )}
      {itens.length === 0 ? (
        <Text c="gray.7">{MSG_PAINEL.semTurmas}</Text>
      ) : (
        <BarsList
          data={data}
          valueFormatter={(v) => parte(v)}
          minBarSize={36}
          barHeight={24}
          barGap={8}
          data-testid={id}
          renderBar={(item, barra) => {
            const i = vistos[(item as (typeof data)[number]).k];
            return (
              <Anchor
                component={Link}
                to={i.link}
                underline="never"
                c="inherit"
                display="block"
                data-valor={i.valor}
              >
                <Text size="sm" c="dark.9" truncate>
                  {i.rotulo}
                </Text>
                {barra}
              </Anchor>
            );
          }}
        />
      )}
      {itens.length > mostrar && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setTodas((v) => !v)}>
          {todas ? MSG_PAINEL.verMenos : MSG_PAINEL.verTodas(itens.length)}
        </Button>
      )}
    </Grafico>
  );
}

function Numero({
  rotulo,
  valor,
  link,
  detalhe,
  testid,
}: {
  rotulo: string;
  valor: string;
  link: string;
  detalhe?: React.ReactNode;
  testid: string;
}) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Anchor component={Link} to={link} fw={700} size="xl" c="indigo.8" data-testid={testid}>
        {valor}
      </Anchor>
      {detalhe && (
        <Text size="xs" c="gray.7">
          {detalhe}
        </Text>
      )}
    </Card>
  );
}

export function Painel() {
  const painel = usePainel();
  if (painel.isError) return <ErrorAlert error={painel.error} fallback={MSG_PAINEL.erro} />;
  const p = painel.data;
  if (!p)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={MSG.carregando} />
      </Group>
    );
  return <Conteudo p={p} />;
}

function Conteudo({ p }: { p: PainelDados }) {
  const ultima = [...p.semanas].reverse().find((s) => s.taxa !== null);
  const relPendentes = paths.relatoriosDe({ de: p.pendentes.de, ate: p.pendentes.ate });
  return (
    <Stack gap="md" component="section" aria-labelledby="painel-titulo">
      <Title order={3} id="painel-titulo">
        {MSG_PAINEL.titulo}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Numero
          rotulo={MSG_PAINEL.alunosAtivos}
          valor={numero(p.ativos.total)}
          link={ativos({})}
          testid="painel-ativos"
          detalhe={
            <Anchor
              underline="always"
              component={Link}
              to={paths.admAlunosFiltro({ ativo: 0 })}
              size="xs"
              c="indigo.8"
            >
              {MSG_PAINEL.inativos(p.ativos.inativos)}
            </Anchor>
          }
        />
        <Numero
          rotulo={MSG_PAINEL.ocupacao}
          valor={porcento(p.ocupacao.taxa)}
          link={paths.admTurmas}
          testid="painel-ocupacao"
          detalhe={MSG_PAINEL.ocupacaoResumo(p.ocupacao.alunos, p.ocupacao.vagas, p.ocupacao.turmas)}
        />
        <Numero
          rotulo={MSG_REL.taxa}
          valor={porcento(ultima?.taxa ?? null)}
          link={
            ultima
              ? paths.relatoriosDe({ de: ultima.inicio, ate: somarDias(ultima.inicio, 6) })
              : paths.relatorios
          }
          testid="painel-frequencia"
          detalhe={ultima ? `${MSG_REL.semana} ${isoParaBr(ultima.inicio).slice(0, 5)}` : undefined}
        />
        <Numero
          rotulo={MSG_PAINEL.pendentes}
          valor={numero(p.pendentes.pendentes)}
          link={relPendentes}
          testid="painel-pendentes"
          detalhe={MSG_PAINEL.pendentesDescricao(isoParaBr(p.pendentes.de), isoParaBr(p.pendentes.ate))}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Distribuicao
          id="painel-tipos"
          titulo={MSG_PAINEL.porTipo}
          itens={p.ativos.tipos.map((t) => ({
            rotulo: MSG_REL.tiposAluno[t.tipo],
            valor: t.alunos,
            link: ativos({ tipo: t.tipo }),
          }))}
        />
        <Distribuicao
          id="painel-unidades"
          titulo={MSG_PAINEL.porUnidade}
          itens={p.unidades.map((u) => ({
            rotulo: u.nome,
            valor: u.alunos,
            link: paths.admAlunosFiltro({ unidade: u.id_unidade }),
          }))}
        />
        <Distribuicao
          id="painel-cidades"
          titulo={MSG_PAINEL.porCidade}
          itens={p.cidades.map((c) => ({
            rotulo: c.cidade ?? MSG_PAINEL.semEndereco,
            valor: c.alunos,
            link: ativos({ cidade: c.cidade ?? '-' }),
          }))}
        />
        <Distribuicao
          id="painel-faixas"
          titulo={MSG_PAINEL.faixaEtaria}
          descricao={MSG_PAINEL.faixaDescricao}
          mostrar={8}
          itens={p.faixas
            .filter((f) => f.faixa !== 'sem' || f.alunos > 0)
            .map((f) => ({
              rotulo: MSG_PAINEL.faixas[f.faixa],
              valor: f.alunos,
              link: ativos({ faixa: f.faixa }),
            }))}
        />
        <Distribuicao
          id="painel-generos"
          titulo={MSG_PAINEL.genero}
          itens={p.generos.map((g) => ({
            rotulo: g.genero ? ROTULO_GENERO[g.genero] : MSG_PAINEL.naoInformado,
            valor: g.alunos,
            link: ativos({ genero: g.genero ?? '-' }),
          }))}
        />
        <Distribuicao
          id="painel-maos"
          titulo={MSG_PAINEL.mao}
          itens={p.maos.map((m) => ({
            rotulo: m.mao ? ROTULO_MAO[m.mao] : MSG_PAINEL.naoInformado,
            valor: m.alunos,
            link: ativos({ mao: m.mao ?? '-' }),
          }))}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <GraficoSemanas
          semanas={p.semanas}
          titulo={MSG_PAINEL.frequencia12}
          link={(inicio) => paths.relatoriosDe({ de: inicio, ate: somarDias(inicio, 6) })}
        />
        <Movimento p={p} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Ocupacao titulo={MSG_PAINEL.maisCheias} id="painel-cheias" turmas={p.ocupacao.cheias} />
        <Ocupacao titulo={MSG_PAINEL.maisVazias} id="painel-vazias" turmas={p.ocupacao.vazias} />
      </SimpleGrid>

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="painel-pendentes-titulo">
        <Group justify="space-between" wrap="wrap" mb="xs">
          <Title order={4} size="h5" id="painel-pendentes-titulo">
            {MSG_PAINEL.pendentes}: {MSG_PAINEL.pendentesDe(p.pendentes.pendentes, p.pendentes.previstas)}
          </Title>
          <Anchor underline="always" component={Link} to={relPendentes} size="sm" c="indigo.8">
            {MSG_PAINEL.verRelatorio}
          </Anchor>
        </Group>
        <Text size="sm" c="gray.7" mb="xs">
          {MSG_PAINEL.pendentesDescricao(isoParaBr(p.pendentes.de), isoParaBr(p.pendentes.ate))}
        </Text>
        {p.pendentes.turmas.length === 0 ? (
          <Text c="gray.7">{MSG_PAINEL.semPendentes}</Text>
        ) : (
          <Table verticalSpacing={6} aria-label={MSG_PAINEL.pendentes}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG_PAINEL.turma}</Table.Th>
                <Table.Th ta="right">{MSG_PAINEL.pendentesColuna}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.pendentes.turmas.map((t) => (
                <Table.Tr key={t.id_turma}>
                  <Table.Td>
                    <Anchor
                      underline="always"
                      component={Link}
                      to={paths.relatoriosDe({ de: p.pendentes.de, ate: p.pendentes.ate, turma: t.id_turma })}
                      c="indigo.8"
                      size="sm"
                    >
                      {t.nome_turma}
                    </Anchor>
                    <Text span size="xs" c="gray.7">
                      {' · '}
                      {t.nome_unidade}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{t.pendentes}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}

function Movimento({ p }: { p: PainelDados }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="painel-movimento">
      <Title order={4} size="h5" id="painel-movimento" mb={4}>
        {MSG_PAINEL.movimento}
      </Title>
      <Text size="xs" c="gray.7" mb="xs">
        {MSG_PAINEL.movimentoDescricao}
      </Text>
      <Rolagem rotulo={MSG_PAINEL.movimento}>
        <Table verticalSpacing={2} striped aria-label={MSG_PAINEL.movimento}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MSG_PAINEL.mes}</Table.Th>
              <Table.Th ta="right">{MSG_PAINEL.matriculas}</Table.Th>
              <Table.Th ta="right">{MSG_PAINEL.saidas}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...p.meses].reverse().map((m) => (
              <Table.Tr key={m.mes}>
                <Table.Td>{mesBr(m.mes)}</Table.Td>
                <Table.Td ta="right">
                  <Valor n={m.matriculas} link={paths.admAlunosFiltro({ matricula: m.mes })} />
                </Table.Td>
                <Table.Td ta="right">
                  <Valor n={m.saidas} link={paths.admAlunosFiltro({ saida: m.mes })} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Rolagem>
      {p.saidas_sem_data > 0 && (
        <Anchor
          underline="always"
          component={Link}
          to={paths.admAlunosFiltro({ ativo: 0 })}
          size="xs"
          c="indigo.8"
        >
          {MSG_PAINEL.saidasSemData(p.saidas_sem_data)}
        </Anchor>
      )}
    </Card>
  );
}

/** A count, linked to its list when there is something in it. */
function Valor({ n, link }: { n: number; link: string }) {
  return n === 0 ? (
    <Text span size="sm" c="gray.7">
      0
    </Text>
  ) : (
    <Anchor underline="always" component={Link} to={link} size="sm" c="indigo.8">
      {numero(n)}
    </Anchor>
  );
}

function Ocupacao({
  titulo,
  id,
  turmas,
}: {
  titulo: string;
  id: string;
  turmas: PainelDados['ocupacao']['cheias'];
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={4} size="h5" id={id} mb="xs">
        {titulo}
      </Title>
      {turmas.length === 0 ? (
        <Text c="gray.7">{MSG_PAINEL.semTurmas}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {turmas.map((t) => (
            <li key={t.id_turma}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Anchor
                  underline="always"
                  component={Link}
                  to={paths.turma(t.id_turma)}
                  c="indigo.8"
                  size="sm"
                  truncate
                >
                  {t.nome_turma}
                </Anchor>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {MSG_PAINEL.alunosDeVagas(t.alunos, t.qtd_maxima)} · {porcento(t.ocupacao)}
                </Text>
              </Group>
              <Text size="xs" c="gray.7">
                {t.nome_unidade} · {ROTULO_DIA[t.dia_semana]} {t.horario}
              </Text>
              <Progress
                value={Math.min(100, t.ocupacao)}
                color={t.ocupacao >= 100 ? 'red.7' : t.ocupacao >= 80 ? 'yellow.6' : 'teal.6'}
                size="sm"
                aria-label={`${t.nome_turma}: ${porcento(t.ocupacao)}`}
              />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
