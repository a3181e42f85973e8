// /relatorios (administrators): attendance over a period for the club, a unit, a
// teacher or a class — indicators, weekly and per-class charts, the class grid, the
// CSV export, and the students at risk. The filters live in the address, so a report
// can be linked to and Voltar steps back through them.
import { Button, Card, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { classesImpressao, Grade } from '#client/features/relatorios/components/grade.tsx';
import { ListaRisco } from '#client/features/relatorios/components/risco.tsx';
import { TabelaCategoriaArma } from '#client/features/relatorios/components/tabela-categoria-arma.tsx';
import {
  type FiltroRelatorio,
  urlCsv,
  useFiltros,
  useGrade,
  useResumo,
  useRisco,
} from '#client/features/relatorios/queries.ts';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { filtroSemAcento } from '#client/ui/filtro-sem-acento.ts';
import { GraficoSemanas, GraficoTurmas } from '#client/ui/graficos.tsx';
import { porcento, TabelaIndicadores } from '#client/ui/indicadores.tsx';
import { CampoPeriodo } from '#client/ui/periodo.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { dataReal, hojeNoFuso } from '#shared/rules/datas.ts';
import { mesDe } from '#shared/rules/frequencia.ts';
import type { Indicadores } from '#shared/schemas/relatorios.ts';

const idDe = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
const dataDe = (v: string | null) => (v && dataReal(v) ? v : undefined);

export default function RelatoriosPage() {
  const fuso = useConfig().data?.fuso ?? 'America/Sao_Paulo';
  const [params, setParams] = useSearchParams();
  const mes = mesDe(hojeNoFuso(fuso));
  const f: FiltroRelatorio = {
    de: dataDe(params.get('de')) ?? mes.de,
    ate: dataDe(params.get('ate')) ?? mes.ate,
    id_unidade: idDe(params.get('unidade')),
    id_professor: idDe(params.get('professor')),
    id_turma: idDe(params.get('turma')),
  };
  const mudar = (novo: Partial<Record<'de' | 'ate' | 'unidade' | 'professor' | 'turma', string | null>>) =>
    setParams(
      (atual) => {
        const p = new URLSearchParams(atual);
        for (const [k, v] of Object.entries(novo)) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
        return p;
      },
      { replace: false },
    );

  const filtros = useFiltros(f);
  const resumo = useResumo(f);
  const grade = useGrade(f);
  const risco = useRisco(f);
  const opcoes = filtros.data;

  return (
    <Stack gap="md" maw={1200}>
      <Title order={2} className={classesImpressao.naoImprimir}>
        {MSG_REL.tituloRelatorios}
      </Title>

      <Card withBorder radius="md" padding="md" className={classesImpressao.naoImprimir}>
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label={MSG_REL.unidade}
            placeholder={MSG_REL.todas}
            data={opcoes?.unidades.map((u) => ({ value: String(u.id_unidade), label: u.nome })) ?? []}
            value={f.id_unidade ? String(f.id_unidade) : null}
            onChange={(v) => mudar({ unidade: v, turma: null })}
            clearable
            searchable
            filter={filtroSemAcento}
            w={{ base: '100%', sm: 220 }}
          />
          <Select
            label={MSG_REL.professor}
            placeholder={MSG_REL.todos}
            data={opcoes?.professores.map((p) => ({ value: String(p.id_professor), label: p.nome })) ?? []}
            value={f.id_professor ? String(f.id_professor) : null}
            onChange={(v) => mudar({ professor: v, turma: null })}
            clearable
            searchable
            filter={filtroSemAcento}
            limit={100}
            w={{ base: '100%', sm: 220 }}
          />
          <Select
            label={MSG_REL.turma}
            placeholder={MSG_REL.todas}
            data={
              opcoes?.turmas.map((t) => ({
                value: String(t.id_turma),
                label: `${t.nome_turma} (${ROTULO_DIA[t.dia_semana]} ${t.horario})`,
              })) ?? []
            }
            value={f.id_turma ? String(f.id_turma) : null}
            onChange={(v) => mudar({ turma: v })}
            clearable
            searchable
            filter={filtroSemAcento}
            limit={100}
            w={{ base: '100%', sm: 320 }}
          />
          <CampoPeriodo de={f.de} ate={f.ate} onChange={(p) => mudar({ de: p.de, ate: p.ate })} />
        </Group>
      </Card>

      {resumo.isError ? (
        <BlocoErro error={resumo.error} />
      ) : !resumo.data ? (
        <Group justify="center" py="xl">
          <Loader role="progressbar" aria-label={MSG.carregando} />
        </Group>
      ) : (
        <>
          <div className={classesImpressao.naoImprimir}>
            <Resumo geral={resumo.data.geral} />
          </div>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" className={classesImpressao.naoImprimir}>
            <GraficoSemanas semanas={resumo.data.semanas} />
            <GraficoTurmas turmas={resumo.data.turmas} />
          </SimpleGrid>
        </>
      )}

      <Card
        withBorder
        radius="md"
        padding="md"
        component="section"
        aria-labelledby="grade-turma"
        className={classesImpressao.impressao}
      >
        <Group justify="space-between" wrap="wrap" gap="xs" mb="sm" className={classesImpressao.naoImprimir}>
          <Title order={3} size="h4" id="grade-turma">
            {MSG_REL.gradeTurma}
          </Title>
          <Group gap="xs">
            <Button
              component="a"
              href={urlCsv(f)}
              download
              variant="light"
              leftSection={<IconDownload size={18} />}
            >
              {f.id_turma ? MSG_REL.exportarCsv : MSG_REL.exportarTodasCsv}
            </Button>
            {f.id_turma && (
              <Button
                variant="default"
                leftSection={<IconPrinter size={18} />}
                onClick={() => window.print()}
              >
                {MSG_REL.imprimir}
              </Button>
            )}
          </Group>
        </Group>
        {!f.id_turma ? (
          <Text c="gray.7" className={classesImpressao.naoImprimir}>
            {MSG_REL.escolhaTurma}
          </Text>
        ) : grade.isError ? (
          <BlocoErro error={grade.error} title={null} />
        ) : !grade.data ? (
          <Loader size="sm" role="progressbar" aria-label={MSG.carregando} />
        ) : (
          <Grade grade={grade.data} />
        )}
      </Card>

      {resumo.data && (
        <div className={classesImpressao.naoImprimir}>
          <Stack gap="md">
            <Secao titulo={MSG_REL.piorFrequencia(resumo.data.turmas.itens.length, resumo.data.turmas.total)}>
              <TabelaIndicadores
                titulo={MSG_REL.porTurma}
                coluna={MSG_REL.turma}
                linhas={resumo.data.turmas.itens.map((t) => ({
                  chave: t.id_turma,
                  rotulo: (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      px={4}
                      onClick={() => mudar({ turma: String(t.id_turma) })}
                    >
                      {t.nome_turma}
                    </Button>
                  ),
                  ...t,
                }))}
              />
            </Secao>

            <Secao titulo={MSG_REL.porProfessor}>
              <TabelaIndicadores
                titulo={MSG_REL.porProfessor}
                coluna={MSG_REL.professor}
                linhas={resumo.data.professores.map((p) => ({
                  chave: p.id_professor,
                  rotulo: p.nome,
                  ...p,
                }))}
              />
            </Secao>
            <Secao titulo={MSG_REL.porUnidade}>
              <TabelaIndicadores
                titulo={MSG_REL.porUnidade}
                coluna={MSG_REL.unidade}
                linhas={resumo.data.unidades.map((u) => ({ chave: u.id_unidade, rotulo: u.nome, ...u }))}
              />
            </Secao>
          </Stack>
        </div>
      )}

      <div className={classesImpressao.naoImprimir}>
        <ListaRisco risco={risco.data} erro={risco.error} />
      </div>

      <div className={classesImpressao.naoImprimir}>
        <TabelaCategoriaArma />
      </div>
    </Stack>
  );
}

function Resumo({ geral }: { geral: Indicadores }) {
  const itens: [string, string][] = [
    [MSG_REL.taxa, porcento(geral.taxa)],
    [MSG_REL.previstas, String(geral.previstas)],
    [MSG_REL.enviadas, String(geral.enviadas)],
    [MSG_REL.atrasadas, String(geral.atrasadas)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {itens.map(([rotulo, valor]) => (
        <Card key={rotulo} withBorder radius="md" padding="sm">
          <Text size="xs" c="gray.7">
            {rotulo}
          </Text>
          <Text fw={700} size="xl" data-testid={`resumo-${rotulo}`}>
            {valor}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Secao({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h5" mb="sm">
        {titulo}
      </Title>
      {children}
    </Card>
  );
}
