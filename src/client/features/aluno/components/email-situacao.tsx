// A person's e-mail on the profile, and beside it, when the mail server refused the last
// e-mail sent there for good, that it was refused, with the server's answer.
import { Text } from '@mantine/core';
import { useEmailRecusado } from '#client/features/mensagens/queries.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_MENSAGENS } from '#shared/messages/mensagens.ts';

export function EmailSituacao({ idPessoa, email }: { idPessoa: number; email: string | null }) {
  const situacao = useEmailRecusado(idPessoa);
  const recusa = email ? situacao.data?.recusa : null;
  return (
    <div>
      <Text size="xs" c="gray.7">
        {MSG_ADM.email}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{email || '—'}</Text>
      {recusa && (
        <div data-testid="email-recusado">
          <Text size="sm" c="red.9" fw={600}>
            {MSG_MENSAGENS.emailRecusado}
          </Text>
          <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
            {MSG_MENSAGENS.erroDoServidor(recusa)}
          </Text>
        </div>
      )}
    </div>
  );
}
