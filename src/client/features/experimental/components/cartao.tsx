// A trial on the board: who (age, guardian), which class and day, how to reach them, and its
// actions: move to another status (a menu; `perdida` asks for the reason) and Matricular,
// which opens the enrolment wizard pre-filled from the trial. A `matriculada` trial links
// to its student instead.
import { Anchor, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMudarStatus } from '#client/features/experimental/queries.ts';
import { paths } from '#client/paths.ts';
import { alertaErro } from '#client/ui/alerts.tsx';
import { avisar } from '#client/ui/avisos.tsx';
import { mascarar } from '#client/ui/masked-input.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_EXPERIMENTAL as E, ROTULOS_STATUS_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import { MSG_EXP_TELAS as M } from '#shared/messages/experimental-telas.ts';
import { idade } from '#shared/rules/datas.ts';
import { type ExperimentalItem, STATUS_EDITAVEIS } from '#shared/schemas/experimental.ts';
import { diaPorExtenso } from './escolha-aula';
import type { Perdendo } from './perdida-dialog';

export function Cartao({
  e,
  hoje,
  onPerder,
}: {
  e: ExperimentalItem;
  hoje: string;
  onPerder: (p: Perdendo) => void;
}) {
  const mudar = useMudarStatus();
  const anos = e.dt_nasc === null ? null : idade(e.dt_nasc, hoje);
  const matriculada = e.status === 'matriculada';

  async function mover(status: (typeof STATUS_EDITAVEIS)[number]) {
    if (status === 'perdida') return onPerder({ id: e.id_experimental, nome: e.nome });
    try {
      await mudar.mutateAsync({ id: e.id_experimental, status });
      avisar(E.statusAtualizado);
    } catch (err) {
      await alertaErro(err, MSG.erroInterno);
    }
  }

  return (
    <Card withBorder padding="sm" radius="md" data-testid="cartao-experimental">
      <Stack gap={4}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {e.nome}
        </Text>
        {anos !== null && (
          <Text size="sm" c="gray.7">
            {e.nome_responsavel ? M.menorDeIdade(anos) : M.idade(anos)}
          </Text>
        )}
        {e.nome_responsavel && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {E.responsavel}: {e.nome_responsavel}
          </Text>
        )}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {e.nome_turma} · {e.nome_unidade}
        </Text>
        <Text size="sm" fw={600}>
          {diaPorExtenso(e.data)}
        </Text>
        {e.telefone && (
          <Anchor href={`tel:${e.telefone}`} size="sm" c="indigo.8">
            {mascarar('telefone', e.telefone)}
          </Anchor>
        )}
        {e.email && (
          <Anchor href={`mailto:${e.email}`} size="sm" c="indigo.8" style={{ overflowWrap: 'anywhere' }}>
            {e.email}
          </Anchor>
        )}
        {e.motivo && (
          <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
            {M.perdidaPorque(e.motivo)}
          </Text>
        )}
        <Group gap="xs" mt={6}>
          {matriculada ? (
            e.id_aluno !== null && (
              <Anchor component={Link} to={paths.aluno(e.id_aluno)} size="sm" c="indigo.8">
                {M.verAluno}
              </Anchor>
            )
          ) : (
            <>
              <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
                <Menu.Target>
                  <Button
                    size="compact-sm"
                    variant="default"
                    rightSection={<IconChevronDown size={14} />}
                    loading={mudar.isPending}
                    aria-label={M.moverRotulo(e.nome)}
                  >
                    {M.mover}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {STATUS_EDITAVEIS.filter((s) => s !== e.status).map((s) => (
                    <Menu.Item key={s} onClick={() => void mover(s)}>
                      {ROTULOS_STATUS_EXPERIMENTAL[s]}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              <Button
                component={Link}
                to={paths.matricularExperimental(e.id_experimental)}
                size="compact-sm"
                color="teal.8"
                aria-label={M.matricularComo(e.nome)}
              >
                {M.matricular}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
