// The wizard's choice steps (new enrolments only): the unit in the address's
// city, the days per week and the classes, each list fetched when its step shows.
import { Alert, Badge, Button, Checkbox, Group, Loader, Paper, Radio, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTurmasDaUnidade, useUnidadesDaCidade } from '#client/features/matricula/queries.ts';
import { DIAS_POR_SEMANA, ROTULO_TIPO_UNIDADE, type TipoAluno, type TipoUnidade } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';

export function PassoUnidade({
  tipo,
  cidade,
  value,
  onChange,
  error,
  onVoltarEndereco,
}: {
  tipo: TipoAluno;
  cidade: string;
  value: number | null;
  onChange: (id: number, tipo: TipoUnidade) => void;
  error?: ReactNode;
  onVoltarEndereco: () => void;
}) {
  const unidades = useUnidadesDaCidade(tipo, cidade);
  if (unidades.isPending) return <Loader role="progressbar" aria-label={MSG.carregando} />;
  const lista = unidades.data ?? [];
  if (unidades.isError || lista.length === 0) {
    return (
      <Alert color="orange" title={MSG.nenhumaUnidadeNaCidade}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {cidade} — {MSG.corrigirCidade}
          </Text>
          <Button color="orange" onClick={onVoltarEndereco}>
            {MSG.voltarEndereco}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Radio.Group
      label={`${MSG.unidadesEncontradas}: ${cidade}`}
      required
      error={error}
      value={value ? String(value) : ''}
      onChange={(v) => {
        const u = lista.find((x) => String(x.id_unidade) === v);
        if (u) onChange(u.id_unidade, u.tipo);
      }}
    >
      <Stack mt="sm" gap="sm">
        {lista.map((u) => (
          <Radio.Card key={u.id_unidade} value={String(u.id_unidade)} p="md" radius="md">
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{u.nome_unidade}</Text>
                <Text size="sm" c="dimmed">
                  {ROTULO_TIPO_UNIDADE[u.tipo]}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

export function PassoDias({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (n: number) => void;
  error?: ReactNode;
}) {
  return (
    <Radio.Group
      label={MSG.diasRotulo}
      required
      error={error}
      value={value ? String(value) : ''}
      onChange={(v) => onChange(Number(v))}
    >
      <Group mt="sm" gap="lg">
        {Array.from({ length: DIAS_POR_SEMANA.max - DIAS_POR_SEMANA.min + 1 }, (_, i) => {
          const n = DIAS_POR_SEMANA.min + i;
          return <Radio key={n} value={String(n)} label={n === 1 ? '1 dia' : `${n} dias`} />;
        })}
      </Group>
    </Radio.Group>
  );
}

export function PassoTurma({
  idUnidade,
  max,
  value,
  onChange,
  error,
}: {
  idUnidade: number | null;
  max: number;
  value: number[];
  onChange: (v: number[]) => void;
  error?: ReactNode;
}) {
  const consulta = useTurmasDaUnidade(idUnidade);
  const cheio = value.length >= max;
  const escolhidas = useMemo(() => new Set(value), [value]);
  if (consulta.isPending) return <Loader role="progressbar" aria-label={MSG.carregando} />;
  const turmas = consulta.data ?? [];
  if (turmas.length === 0) return <Alert color="gray">{MSG.nenhumaTurma}</Alert>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {MSG.escolhaAte} {max} {max === 1 ? 'turma' : 'turmas'} ({value.length}/{max}).
      </Text>
      {cheio && (
        <Text size="sm" c="indigo">
          {MSG.limiteTurmas}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8">
          {error}
        </Text>
      )}
      {turmas.map((t) => {
        const marcada = escolhidas.has(t.id_turma);
        return (
          <Paper key={t.id_turma} withBorder p="sm" radius="md" bg={t.lotada ? 'gray.0' : undefined}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Checkbox
                label={t.nome_formatado}
                checked={marcada}
                disabled={t.lotada || (!marcada && cheio)}
                onChange={(e) =>
                  onChange(
                    e.currentTarget.checked
                      ? [...value, t.id_turma]
                      : value.filter((id) => id !== t.id_turma),
                  )
                }
              />
              {t.lotada ? (
                <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                  {MSG.lotada}
                </Badge>
              ) : (
                <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
                  {t.vagas} {MSG.vagas}
                </Badge>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
