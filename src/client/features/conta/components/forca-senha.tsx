// The strength of the new password as it is typed: a bar and its word, and why the
// rule refuses it. Announced politely; the server's verdict (the same rule it applies
// on save) arrives a moment after the typing stops.
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useForcaSenha } from '#client/features/conta/queries.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';

const CORES = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** `comErro`: the field already shows the server's refusal, which is this explanation. */
export function ForcaSenha({ senha, comErro = false }: { senha: string; comErro?: boolean }) {
  const [adiada] = useDebouncedValue(senha, 350);
  const { data, isFetching } = useForcaSenha(adiada);
  if (!senha) return null;
  const pontuacao = data?.pontuacao ?? 0;
  const rotulo = data ? MSG_CONTA.forcas[pontuacao] : MSG_CONTA.avaliando;
  return (
    <Stack gap={4} aria-live="polite">
      <Progress.Root size="sm">
        <Progress.Section
          value={data ? ((pontuacao + 1) / 5) * 100 : 0}
          color={CORES[pontuacao]}
          aria-label={MSG_CONTA.forca}
          aria-valuetext={rotulo}
        />
      </Progress.Root>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {MSG_CONTA.forca}:{' '}
          <Text span fw={600} c={data ? `${CORES[pontuacao]}.9` : undefined}>
            {senha !== adiada || isFetching ? MSG_CONTA.avaliando : rotulo}
          </Text>
        </Text>
      </Group>
      {data?.explicacao && senha === adiada && !comErro && (
        <Text size="sm" c="dark.6">
          {data.explicacao}
        </Text>
      )}
    </Stack>
  );
}
