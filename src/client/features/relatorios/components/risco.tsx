// Students at risk: active students absent from their last three class meetings in a
// row, with a link to the profile and the guardians' phones.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { Telefone } from '#client/ui/contatos.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import type { Risco } from '#shared/schemas/relatorios.ts';

export function ListaRisco({ risco, erro }: { risco: Risco | undefined; erro: unknown }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="em-risco">
      <Title order={3} size="h4" id="em-risco">
        {MSG_REL.emRisco}
        {risco ? ` (${risco.total})` : ''}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {MSG_REL.emRiscoDescricao}
      </Text>
      {erro ? (
        <BlocoErro error={erro} title={null} />
      ) : !risco ? (
        <Text size="sm">{MSG.carregando}</Text>
      ) : risco.alunos.length === 0 ? (
        <Text c="gray.7">{MSG_REL.semRisco}</Text>
      ) : (
        <>
          <Stack
            gap={0}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={MSG_REL.emRisco}
          >
            {risco.alunos.map((a, i) => (
              <li
                key={a.id_aluno}
                style={{
                  padding: '8px 0',
                  borderTop: i ? '1px solid var(--mantine-color-gray-3)' : undefined,
                }}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Anchor c="indigo.8" component={Link} to={paths.aluno(a.id_aluno)} fw={600}>
                    {a.nome}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    {MSG_REL.ultimaFalta}: {isoParaBr(a.ultima_falta)}
                  </Text>
                </Group>
                <Text size="sm">{a.turmas.map((t) => t.nome_turma).join(', ')}</Text>
                {a.contatos
                  .filter((c) => c.telefone)
                  .map((c) => (
                    <Group key={`${c.papel}-${c.nome}`} gap="xs" wrap="wrap">
                      <Text size="sm">
                        {c.nome} ({MSG_REL.papel[c.papel]}):
                      </Text>
                      <Telefone nome={c.nome} telefone={c.telefone!} />
                    </Group>
                  ))}
              </li>
            ))}
          </Stack>
          {risco.total > risco.alunos.length && (
            <Text size="sm" c="gray.7" mt="xs">
              {MSG_REL.mostrandoRisco(risco.alunos.length, risco.total)}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}
