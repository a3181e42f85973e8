// The profile's "Material do clube": what club gear the student holds now and until when,
// late items marked. Administrators and the student's teachers (the server decides).
import { Badge, Card, Group, List, Text, Title } from '@mantine/core';
import { useMaterialDoAluno } from '#client/features/material/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { MSG_MATERIAL as M, nomeDoMaterial } from '#shared/messages/material.ts';
import { isoParaBr } from '#shared/rules/datas.ts';

export function MaterialAluno({ idAluno }: { idAluno: number }) {
  const material = useMaterialDoAluno(idAluno);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="secao-material">
      <Title order={3} size="h4" id="secao-material" mb="sm">
        {M.comMaterial}
      </Title>
      {material.isError ? (
        <BlocoErro error={material.error} fallback={M.erroCarregar} title={null} />
      ) : !material.data ? null : material.data.length === 0 ? (
        <Text c="gray.7">{M.semMaterial}</Text>
      ) : (
        <List spacing={4} data-testid="material-aluno">
          {material.data.map((m) => (
            <List.Item key={m.id_material}>
              <Group gap="xs">
                <Text>{nomeDoMaterial(m)}</Text>
                <Text size="sm" c="gray.7">
                  {M.ate(isoParaBr(m.devolver_ate))}
                </Text>
                {m.atrasado && (
                  <Badge color="red.9" variant="filled">
                    {M.atrasado}
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
