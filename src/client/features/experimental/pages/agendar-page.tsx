// /experimental: anyone books a trial class, no login (the club shares the link). Phone
// first, in the public pages' frame. After the booking, what happens next: the day, the
// time and where.
import { Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type Agendada, AgendarForm } from '#client/features/experimental/components/agendar-form.tsx';
import { diaPorExtenso } from '#client/features/experimental/components/escolha-aula.tsx';
import { useTurmasExperimentais } from '#client/features/experimental/queries.ts';
import { paths } from '#client/paths.ts';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { PaginaPublica } from '#client/ui/pagina-publica.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_EXP_TELAS as M } from '#shared/messages/experimental-telas.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';

export default function AgendarPage() {
  const config = useConfig();
  const turmas = useTurmasExperimentais();
  const [agendada, setAgendada] = useState<Agendada | null>(null);
  const erro = config.error ?? turmas.error;

  return (
    <PaginaPublica titulo={M.tituloPublico}>
      {agendada ? (
        <Confirmacao agendada={agendada} onOutra={() => setAgendada(null)} />
      ) : erro ? (
        <BlocoErro error={erro} />
      ) : config.data && turmas.data ? (
        <AgendarForm turmas={turmas.data} hoje={hojeNoFuso(config.data.fuso)} onAgendada={setAgendada} />
      ) : (
        <Loader role="progressbar" aria-label={MSG.carregando} />
      )}
      <Text ta="center" size="sm" mt="lg">
        <Anchor component={Link} to={paths.privacidade} c="indigo.8" underline="always">
          {MSG.privacidade}
        </Anchor>
      </Text>
    </PaginaPublica>
  );
}

/** The booking's confirmation: when, where, and what comes next. */
function Confirmacao({ agendada, onOutra }: { agendada: Agendada; onOutra: () => void }) {
  const { turma, data } = agendada;
  // The form is gone: the focus goes to the confirmation's heading, which is read out.
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), []);
  return (
    <Stack gap="md" data-testid="experimental-agendada">
      <Title order={2} size="h3" c="teal.9" ref={titulo} tabIndex={-1} className="mantine-focus-auto">
        {M.agendadaTitulo}
      </Title>
      <Text fw={600}>{M.agendadaQuando(diaPorExtenso(data), turma.horario)}</Text>
      <Stack gap={2}>
        <Text size="sm" c="gray.7">
          {M.agendadaOnde}
        </Text>
        <Text>
          {turma.nome_unidade} — {turma.nome_turma}
        </Text>
      </Stack>
      <Text>{M.agendadaProximos}</Text>
      <Button variant="default" onClick={onOutra} style={{ alignSelf: 'flex-start' }}>
        {M.agendarOutra}
      </Button>
    </Stack>
  );
}
