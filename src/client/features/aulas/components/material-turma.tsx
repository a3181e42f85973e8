// The class page's "Material do clube com os alunos": which students of the class hold
// club gear and what, so the teacher can ask for it back. Shown only when someone does.
import { Card, List, Stack, Text, Title } from '@mantine/core';
import { useMaterialDaTurma } from '#client/features/material/queries.ts';
import { LinkAluno } from '#client/ui/link-aluno.tsx';
import { MSG_MATERIAL as M, nomeDoMaterial } from '#shared/messages/material.ts';
import { isoParaBr } from '#shared/rules/datas.ts';

export function MaterialTurma({ idTurma }: { idTurma: number }) {
  const material = useMaterialDaTurma(idTurma);
  if (!material.data || material.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="secao-material-turma">
      <Title order={2} size="h4" id="secao-material-turma">
        {M.turmaComMaterial}
      </Title>
      <Card withBorder radius="md" padding="sm">
        <List spacing={6} data-testid="material-turma">
          {material.data.map((a) => (
            <List.Item key={a.id_aluno}>
              <LinkAluno id={a.id_aluno} nome={a.nome_aluno} />
              <Text size="sm" c="gray.7" component="div">
                {a.itens
                  .map(
                    (m) =>
                      `${nomeDoMaterial(m)} ${M.ate(isoParaBr(m.devolver_ate))}${m.atrasado ? ` · ${M.atrasado}` : ''}`,
                  )
                  .join('; ')}
              </Text>
            </List.Item>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
