// Anonymising a student: the server refuses (409, shown beside the field) while the
// person has an active enrolment or an open charge.
import { Text } from '@mantine/core';
import { useAnonimizar } from '#client/features/aluno/queries.ts';
import { ConfirmarAnonimizacao } from '#client/ui/confirmar-anonimizacao.tsx';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';

export function AnonimizarDialog({
  id,
  nome,
  aberto,
  onClose,
  onFeito,
}: {
  id: number;
  nome: string;
  aberto: boolean;
  onClose: () => void;
  onFeito: () => void;
}) {
  const anonimizar = useAnonimizar(id);
  return (
    <ConfirmarAnonimizacao
      titulo={MSG_AUDITORIA.tituloAnonimizar}
      aberto={aberto}
      onClose={onClose}
      anonimizar={(confirmacao) => anonimizar.mutateAsync({ confirmacao })}
      enviando={anonimizar.isPending}
      aviso={MSG_AUDITORIA.anonimizada}
      depois={onFeito}
    >
      <Text fw={600}>{nome}</Text>
    </ConfirmarAnonimizacao>
  );
}
