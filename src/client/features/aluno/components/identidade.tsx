// The profile's CPF and RG: masked as the server sends them; "Mostrar" asks the server for
// the whole numbers (an audited reveal) and shows them until the page is left.
import { Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useRevelarIdentidade } from '#client/features/aluno/queries.ts';
import { alertaErro } from '#client/ui/alerts.tsx';
import { mascarar } from '#client/ui/masked-input.tsx';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG } from '#shared/messages/comum.ts';

function Campo({ rotulo, valor, testid }: { rotulo: string; valor: string | null; testid: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }} data-testid={testid}>
        {valor ?? '—'}
      </Text>
    </div>
  );
}

export function Identidade({ id, cpf, rg }: { id: number; cpf: string | null; rg: string | null }) {
  const revelar = useRevelarIdentidade(id);
  const inteiros = revelar.data;
  return (
    <>
      <Campo
        rotulo={MSG_ADM.cpf}
        valor={inteiros ? inteiros.cpf && mascarar('cpf', inteiros.cpf) : cpf}
        testid="cpf"
      />
      <Campo
        rotulo={MSG_ADM.rg}
        valor={inteiros ? inteiros.rg && mascarar('rg', inteiros.rg) : rg}
        testid="rg"
      />
      {(cpf || rg) && (
        <Group gap="xs" style={{ gridColumn: '1 / -1' }}>
          {inteiros ? (
            <Text size="xs" c="gray.7" role="status">
              {MSG_AUDITORIA.identidadeRevelada}
            </Text>
          ) : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={16} />}
              loading={revelar.isPending}
              onClick={() => revelar.mutateAsync().catch((e) => alertaErro(e, MSG.erroInterno))}
            >
              {MSG_AUDITORIA.mostrar}
            </Button>
          )}
        </Group>
      )}
    </>
  );
}
