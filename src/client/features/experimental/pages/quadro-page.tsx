// /adm/experimentais: the desk's board of trial classes, a column per status (agendada,
// compareceu, faltou, matriculada, perdida), filtered by class and by the trial's date; the
// conversion rate of the last 90 days; the public booking link to share. On a phone the
// columns stack into one list grouped by status, so nothing scrolls sideways.
import {
  Button,
  CopyButton,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Coluna } from '#client/features/experimental/components/coluna.tsx';
import { type Perdendo, PerdidaDialog } from '#client/features/experimental/components/perdida-dialog.tsx';
import {
  type FiltrosQuadro,
  useResumoExperimentais,
  useTurmasExperimentais,
} from '#client/features/experimental/queries.ts';
import { paths } from '#client/paths.ts';
import { useConfig } from '#client/queries.ts';
import { CampoPeriodo } from '#client/ui/periodo.tsx';
import { MSG_EXP_TELAS as M } from '#shared/messages/experimental-telas.ts';
import { FUSO_CLUBE, hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import {
  EXPERIMENTAL_DIAS_A_FRENTE,
  EXPERIMENTAL_DIAS_RESUMO,
  STATUS_EXPERIMENTAL,
} from '#shared/schemas/experimental.ts';

export default function QuadroPage() {
  const hoje = hojeNoFuso(useConfig().data?.fuso ?? FUSO_CLUBE);
  // From the summary's 90 days back to the farthest day a trial may be booked.
  const [filtros, setFiltros] = useState<FiltrosQuadro>(() => ({
    de: somarDias(hoje, -(EXPERIMENTAL_DIAS_RESUMO - 1)),
    ate: somarDias(hoje, EXPERIMENTAL_DIAS_A_FRENTE),
  }));
  const [perdendo, setPerdendo] = useState<Perdendo | null>(null);
  const turmas = useTurmasExperimentais();

  return (
    <Stack gap="md" maw={1400}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {M.tituloQuadro}
        </Title>
        <Text c="gray.7">{M.descricaoQuadro}</Text>
      </Stack>
      <Group align="flex-start" gap="md">
        <Conversao />
        <LinkPublico />
      </Group>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={M.filtroTurma}
          value={filtros.id_turma === undefined ? '' : String(filtros.id_turma)}
          onChange={(e) => {
            // Read now: the event's target is gone by the time React runs the update.
            const id = e.currentTarget.value;
            setFiltros((f) => ({ ...f, id_turma: id ? Number(id) : undefined }));
          }}
          data={[
            { value: '', label: M.todasAsTurmas },
            ...(turmas.data ?? []).map((t) => ({
              value: String(t.id_turma),
              label: `${t.nome_turma} · ${t.nome_unidade}`,
            })),
          ]}
          maw="100%"
        />
        <CampoPeriodo
          de={filtros.de}
          ate={filtros.ate}
          onChange={(p) => setFiltros((f) => ({ ...f, ...p }))}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" style={{ alignItems: 'start' }}>
        {STATUS_EXPERIMENTAL.map((s) => (
          <Coluna key={s} status={s} filtros={filtros} hoje={hoje} onPerder={setPerdendo} />
        ))}
      </SimpleGrid>
      <PerdidaDialog perdendo={perdendo} onClose={() => setPerdendo(null)} />
    </Stack>
  );
}

const porcento = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** The last 90 days' conversion: enrolled over the trials that happened (not the ones still booked). */
function Conversao() {
  const resumo = useResumoExperimentais();
  const r = resumo.data;
  const encerradas = r ? r.total - r.por_status.agendada : 0;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="conversao">
      <Text size="sm" c="gray.7">
        {M.conversao}
      </Text>
      {r && r.taxa_conversao !== null ? (
        <>
          <Text fw={800} size="xl">
            {porcento.format(r.taxa_conversao)}%
          </Text>
          <Text size="sm">{M.conversaoDetalhe(r.por_status.matriculada, encerradas)}</Text>
        </>
      ) : (
        <Text size="sm">{r ? M.semConversao : '\u00a0'}</Text>
      )}
    </Paper>
  );
}

/** The booking page's address, to copy and share (the page needs no login). */
function LinkPublico() {
  const link = `${window.location.origin}${paths.experimental}`;
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap" style={{ flex: '1 1 16rem', maxWidth: '32rem' }}>
      <TextInput label={M.linkPublico} value={link} readOnly style={{ flex: 1, minWidth: 0 }} />
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy}>
            {copied ? M.linkCopiado : M.copiarLink}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
