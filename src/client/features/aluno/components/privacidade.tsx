// The profile's privacy card, for administrators: who accessed the record, the export of
// everything about the person, and the anonymisation (after which the list is shown: the
// person is no longer in it). An anonymised record keeps only who accessed it.
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconFileExport, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AnonimizarDialog } from '#client/features/aluno/components/anonimizar-dialog.tsx';
import { QuemAcessou } from '#client/features/aluno/components/quem-acessou.tsx';
import { paths } from '#client/paths.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';

export function Privacidade({ id, nome, anonimizado }: { id: number; nome: string; anonimizado: boolean }) {
  const [anonimizar, setAnonimizar] = useState(false);
  const navigate = useNavigate();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="secao-privacidade">
      <Title order={3} size="h4" id="secao-privacidade" mb="sm">
        {MSG_AUDITORIA.privacidade}
      </Title>
      <Stack gap="sm">
        {!anonimizado && (
          <Group gap="xs" wrap="wrap">
            <Button
              component={Link}
              to={paths.exportacaoPessoa(id)}
              variant="default"
              leftSection={<IconFileExport size={18} />}
            >
              {MSG_AUDITORIA.exportar}
            </Button>
            <Button
              variant="outline"
              color="red.8"
              leftSection={<IconUserX size={18} />}
              onClick={() => setAnonimizar(true)}
            >
              {MSG_AUDITORIA.anonimizar}
            </Button>
          </Group>
        )}
        <QuemAcessou id={id} />
      </Stack>
      <AnonimizarDialog
        id={id}
        nome={nome}
        aberto={anonimizar}
        onClose={() => setAnonimizar(false)}
        onFeito={() => navigate(paths.admAlunos)}
      />
    </Card>
  );
}
