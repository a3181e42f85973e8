// /aulas: the user's classes for the week, grouped by weekday starting today
// (labelled Hoje, in the club's time zone), with a weekday filter.
import { Badge, Button, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LocalHorario } from '#client/features/aulas/components/local-horario.tsx';
import { useHoje, useMinhasTurmas } from '#client/features/aulas/queries.ts';
import { paths } from '#client/paths.ts';
import { ArmaBadge } from '#client/ui/arma-badge.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { DIAS_FILTRO, DIAS_SEMANA, type DiaSemana, ROTULO_DIA } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import type { MinhaTurma } from '#shared/schemas/chamada.ts';

/** The week's days starting at today, so the next classes come first. */
function semanaAPartirDe(hoje: DiaSemana | undefined): DiaSemana[] {
  if (!hoje) return [...DIAS_SEMANA];
  const i = DIAS_SEMANA.indexOf(hoje);
  return [...DIAS_SEMANA.slice(i), ...DIAS_SEMANA.slice(0, i)];
}

function CartaoTurma({ turma }: { turma: MinhaTurma }) {
  return (
    <Card
      component={Link}
      to={paths.turma(turma.id_turma)}
      withBorder
      radius="md"
      padding="md"
      shadow="xs"
      style={{ textDecoration: 'none' }}
    >
      <Group gap="xs" wrap="wrap">
        <Text fw={700} size="lg" c="indigo.8">
          {turma.nome_turma}
        </Text>
        <ArmaBadge arma={turma.arma} />
      </Group>
      <LocalHorario endereco={turma.endereco_completo} horario={turma.horario} />
    </Card>
  );
}

export default function AulasPage() {
  const [params, setParams] = useSearchParams();
  const filtro = (params.get('dia') ?? '') as DiaSemana | '';
  const hoje = useHoje();
  const turmas = useMinhasTurmas();
  const diaHoje = hoje.data?.dia_hoje;

  const dias = semanaAPartirDe(diaHoje).filter((d) => !filtro || d === filtro);
  const grupos = dias
    .map((dia) => ({ dia, turmas: (turmas.data ?? []).filter((t) => t.dia_semana === dia) }))
    .filter((g) => g.turmas.length > 0);

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {MSG.aulas}
      </Title>
      <NativeSelect
        label={MSG.filtrarDia}
        size="md"
        value={filtro}
        onChange={(e) => {
          const dia = e.currentTarget.value;
          setParams(dia ? { dia } : {}, { replace: true });
        }}
        data={[
          { value: '', label: MSG.todosOsDias },
          ...DIAS_FILTRO.map((d) => ({
            value: d,
            label: d === diaHoje ? `${ROTULO_DIA[d]} (${MSG.hoje})` : ROTULO_DIA[d],
          })),
        ]}
      />

      {turmas.isPending || hoje.isPending ? (
        <Group justify="center" py="xl">
          <Loader role="progressbar" aria-label={MSG.carregando} />
        </Group>
      ) : turmas.isError ? (
        <BlocoErro error={turmas.error} />
      ) : grupos.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {MSG.nenhumaTurma}
        </Text>
      ) : (
        grupos.map((g) => (
          <Stack key={g.dia} gap="xs" component="section" aria-labelledby={`dia-${g.dia}`}>
            <Group gap="xs" align="baseline">
              <Title order={2} size="h4" id={`dia-${g.dia}`}>
                {g.dia === diaHoje ? MSG.hoje : ROTULO_DIA[g.dia]}
              </Title>
              {g.dia === diaHoje && (
                <Badge variant="light" color="indigo" aria-hidden>
                  {ROTULO_DIA[g.dia]}
                </Badge>
              )}
            </Group>
            {g.turmas.map((t) =>
              g.dia === diaHoje ? (
                // Today's classes also get a straight way to the attendance sheet.
                <Stack key={t.id_turma} gap={6}>
                  <CartaoTurma turma={t} />
                  <Button
                    component={Link}
                    to={paths.chamada(t.id_turma)}
                    variant="light"
                    size="md"
                    leftSection={<IconChecklist size={20} />}
                    aria-label={`${MSG.chamada}: ${t.nome_turma}`}
                  >
                    {MSG.chamada}
                  </Button>
                </Stack>
              ) : (
                <CartaoTurma key={t.id_turma} turma={t} />
              ),
            )}
          </Stack>
        ))
      )}
    </Stack>
  );
}
