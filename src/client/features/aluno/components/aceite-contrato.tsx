// The profile's consent line: who accepted which version of the student's contract and
// when ("Contrato aceito por <nome> em DD/MM/AAAA (versão N)"), and the current answer to
// each optional purpose. Without a recorded acceptance, what the enrolment kept
// (`semRegistro`) is shown instead.
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useConsentimentos } from '#client/features/aluno/queries.ts';
import { useConfig } from '#client/queries.ts';
import { CONTRATOS } from '#shared/constants.ts';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import { FINALIDADES } from '#shared/schemas/privacidade.ts';

export function AceiteContrato({
  idAluno,
  contrato,
  semRegistro,
}: {
  idAluno: number;
  contrato: 'clube' | 'escola' | null;
  semRegistro: ReactNode;
}) {
  const fuso = useConfig().data?.fuso;
  const c = useConsentimentos(idAluno);
  if (c.isPending) return <Loader size="xs" aria-label="Carregando" />;
  const dia = (em: string) =>
    new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: fuso }).format(new Date(em));
  const doAluno = c.data?.aceites.filter((a) => a.id_aluno === idAluno) ?? [];
  const aceite = doAluno.find((a) => a.documento === 'contrato_clube' || a.documento === 'contrato_escola');
  const respostas = FINALIDADES.map((f) => ({
    f,
    r: c.data?.finalidades.find((x) => x.id_aluno === idAluno && x.finalidade === f),
  }));
  return (
    <>
      {aceite ? (
        <Text data-testid="aceite-contrato">
          {contrato ? (
            <Anchor c="indigo.8" underline="always" href={CONTRATOS[contrato]} target="_blank" rel="noopener">
              {M.contratoAceito(aceite.aceito_por.nome, dia(aceite.em), aceite.versao)}
            </Anchor>
          ) : (
            M.contratoAceito(aceite.aceito_por.nome, dia(aceite.em), aceite.versao)
          )}
        </Text>
      ) : (
        semRegistro
      )}
      <Stack gap={0} mt={4}>
        {respostas.map(({ f, r }) => (
          <Text key={f} size="sm" c="gray.8">
            {M.documentos[f]}:{' '}
            {r ? (r.consente ? M.finalidadeSim : M.finalidadeNao) : M.finalidadeSemResposta}
            {r && ` (${dia(r.em)})`}
          </Text>
        ))}
      </Stack>
    </>
  );
}
