// The profile's consent line: who accepted which version of the student's contract and
// when ("Contrato aceito por <nome> em DD/MM/AAAA (versão N)"), and each optional purpose
// (finalidades-aluno.tsx). Without a recorded acceptance, what the enrolment kept
// (`semRegistro`) is shown instead.
import { Anchor, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FinalidadesAluno } from '#client/features/aluno/components/finalidades-aluno.tsx';
import { useConsentimentos } from '#client/features/aluno/queries.ts';
import { useConfig } from '#client/queries.ts';
import { CONTRATOS } from '#shared/constants.ts';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';

export function AceiteContrato({
  idAluno,
  contrato,
  semRegistro,
  anonimizado,
}: {
  idAluno: number;
  anonimizado: boolean;
  contrato: 'clube' | 'escola' | null;
  semRegistro: ReactNode;
}) {
  const fuso = useConfig().data?.fuso;
  const c = useConsentimentos(idAluno);
  if (c.isPending) return <Loader size="xs" role="progressbar" aria-label="Carregando" />;
  const dia = (em: string) =>
    new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: fuso }).format(new Date(em));
  const doAluno = c.data?.aceites.filter((a) => a.id_aluno === idAluno) ?? [];
  const aceite = doAluno.find((a) => a.documento === 'contrato_clube' || a.documento === 'contrato_escola');
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
      {c.data && (
        <FinalidadesAluno idAluno={idAluno} consentimentos={c.data} anonimizado={anonimizado} dia={dia} />
      )}
    </>
  );
}
