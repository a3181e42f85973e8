// The home page's day (GET /api/inicio): today's classes, each with its chamada's state
// and one tap to it (login → class → marks → send → confirm); for administrators also
// the chamadas still to send, the classes near capacity and the week's enrolments.
// A class's state is the device's where the device knows better than the day as last
// read: a sheet waiting in the outbox is "Aguardando envio", one the server accepted is
// Finalizada at once.
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconWifiOff } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ESTADO_CHAMADA } from '#client/features/aulas/components/aulas-recentes.tsx';
import { useInicio } from '#client/features/aulas/queries.ts';
import { aguardaEnvio, type FolhaLocal } from '#client/offline/aparelho.ts';
import { useFolhaNoAparelho, useOnline } from '#client/offline/hooks.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_INICIO } from '#shared/messages/inicio.ts';
import { MSG_OFF } from '#shared/messages/offline.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import type { Inicio, TurmaDoDia } from '#shared/schemas/inicio.ts';

const AGUARDANDO_ENVIO = { rotulo: MSG_INICIO.aguardandoEnvio, cor: 'orange', variante: 'filled' } as const;

/**
 * The state the card shows (the outbox's, then the device's last accepted send, then the day as
 * last read) and whether the teacher has done their part (the way in is then Ver chamada).
 */
function estadoDoCartao(turma: TurmaDoDia, folha: FolhaLocal | null | undefined) {
  if (aguardaEnvio(folha)) return { ...AGUARDANDO_ENVIO, feita: true };
  const aceita = folha?.estado === 'enviada' || folha?.estado === 'conflito';
  const estado = aceita ? 'finalizada' : turma.estado;
  return { ...ESTADO_CHAMADA[estado], feita: estado === 'finalizada' };
}

function TurmaHoje({ turma, hoje }: { turma: TurmaDoDia; hoje: string }) {
  const { feita, ...estado } = estadoDoCartao(turma, useFolhaNoAparelho(turma.id_turma, hoje));
  return (
    <Card withBorder radius="md" padding="md" shadow="xs" component="article" aria-label={turma.nome_turma}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" c="indigo.8">
            {turma.nome_turma}
          </Text>
          <Text size="sm">
            {turma.horario} · {turma.nome_unidade} · {MSG_INICIO.alunos(turma.alunos)}
          </Text>
        </div>
        <Badge color={estado.cor} variant={estado.variante} style={{ flexShrink: 0 }}>
          {estado.rotulo}
        </Badge>
      </Group>
      <Button
        component={Link}
        to={paths.chamada(turma.id_turma)}
        mt="sm"
        size="md"
        fullWidth
        variant={feita ? 'light' : 'filled'}
        leftSection={<IconChecklist size={20} />}
        aria-label={(feita ? MSG_INICIO.verChamadaDe : MSG_INICIO.fazerChamadaDe)(turma.nome_turma)}
      >
        {feita ? MSG_INICIO.verChamada : MSG_INICIO.fazerChamada}
      </Button>
    </Card>
  );
}

/** One of the administrator's lists: a titled card with its total, a line on what it counts, its rows. */
function Quadro(props: {
  id: string;
  titulo: string;
  descricao: string;
  vazio: string;
  total: number;
  linhas: ReactNode[];
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={props.id}>
      <Title order={2} size="h4" id={props.id}>
        {props.titulo} ({props.total})
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {props.descricao}
      </Text>
      {props.linhas.length === 0 ? (
        <Text>{props.vazio}</Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {props.linhas}
          {props.total > props.linhas.length && (
            <Text size="sm">{MSG_INICIO.maisItens(props.total - props.linhas.length)}</Text>
          )}
        </Stack>
      )}
    </Card>
  );
}

function Painel({ adm }: { adm: NonNullable<Inicio['adm']> }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Quadro
        id="inicio-pendentes"
        titulo={MSG_INICIO.pendentes}
        descricao={MSG_INICIO.pendentesDescricao}
        vazio={MSG_INICIO.semPendentes}
        total={adm.pendentes.total}
        linhas={adm.pendentes.itens.map((p) => (
          <li key={`${p.id_turma}-${p.data_c}`}>
            <Text
              component={Link}
              to={`${paths.chamada(p.id_turma)}?data=${p.data_c}`}
              c="indigo.8"
              td="underline"
            >
              {MSG_INICIO.pendenteDe(p.nome_turma, isoParaBr(p.data_c))}
            </Text>
          </li>
        ))}
      />
      <Quadro
        id="inicio-lotadas"
        titulo={MSG_INICIO.lotadas}
        descricao={MSG_INICIO.lotadasDescricao}
        vazio={MSG_INICIO.semLotadas}
        total={adm.lotadas.total}
        linhas={adm.lotadas.itens.map((t) => (
          <li key={t.id_turma}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text component={Link} to={paths.turma(t.id_turma)} c="indigo.8" td="underline">
                {t.nome_turma}
              </Text>
              <Text fw={700} style={{ flexShrink: 0 }}>
                {MSG_INICIO.ocupacao(t.alunos, t.qtd_maxima)}
              </Text>
            </Group>
          </li>
        ))}
      />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="inicio-matriculas">
        <Title order={2} size="h4" id="inicio-matriculas">
          {MSG_INICIO.matriculasSemana}
        </Title>
        <Text fz={36} fw={700} c="indigo.8">
          {adm.matriculas_semana.toLocaleString('pt-BR')}
        </Text>
        <Button component={Link} to={paths.admAlunosFiltro({ desde: adm.desde })} variant="light" mt="xs">
          {MSG_INICIO.verAlunos}
        </Button>
      </Card>
    </SimpleGrid>
  );
}

/** Memoised: a move away from the home renders the old page again, and this part need not. */
export const InicioDoDia = memo(function InicioDoDia({ adm }: { adm: boolean }) {
  const inicio = useInicio();
  const online = useOnline();
  // Without a network the day cannot be read: said plainly, not a spinner that never ends.
  if (inicio.isPending && !online)
    return (
      <Alert
        color="gray"
        variant="filled"
        icon={<IconWifiOff size={20} aria-hidden />}
        title={MSG_OFF.semConexao}
      >
        {MSG_OFF.semConexaoAviso}
      </Alert>
    );
  if (inicio.isPending) return <Loader role="progressbar" aria-label={MSG.carregando} mx="auto" />;
  if (inicio.isError) return <BlocoErro error={inicio.error} title={MSG_INICIO.erro} />;
  const { hoje_turmas } = inicio.data;
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="inicio-hoje">
        <Title order={2} size="h3" id="inicio-hoje">
          {adm ? MSG_INICIO.turmasHoje : MSG_INICIO.suasTurmasHoje}
        </Title>
        {hoje_turmas.itens.length === 0 ? (
          <Text c="dimmed">{MSG_INICIO.semTurmasHoje}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {hoje_turmas.itens.map((t) => (
              <TurmaHoje key={t.id_turma} turma={t} hoje={inicio.data.hoje} />
            ))}
          </SimpleGrid>
        )}
        {hoje_turmas.total > hoje_turmas.itens.length && (
          <Text component={Link} to={paths.aulas} c="indigo.8" td="underline">
            {MSG_INICIO.maisTurmas(hoje_turmas.total - hoje_turmas.itens.length)}
          </Text>
        )}
      </Stack>
      {inicio.data.adm && <Painel adm={inicio.data.adm} />}
    </Stack>
  );
});
