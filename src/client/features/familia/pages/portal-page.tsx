// /familia: the families' portal. Who is signed in, a switch between the family's students
// when more than one (the chosen one in the address, so a reload keeps it), and the chosen
// student's page: next classes, attendance of the last 90 days, charges and receipts,
// documents and consents, and the rights request. Without a family session (expired,
// ended at the desk, or a staff session) the person goes to /familia/entrar.
import { Center, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { ApiError } from '#client/api.ts';
import { AulasFamilia } from '#client/features/familia/components/aulas.tsx';
import { DireitosFamilia } from '#client/features/familia/components/direitos.tsx';
import { DocumentosFamilia } from '#client/features/familia/components/documentos.tsx';
import { FrequenciaFamilia } from '#client/features/familia/components/frequencia.tsx';
import { MensalidadesFamilia } from '#client/features/familia/components/mensalidades.tsx';
import { MolduraFamilia } from '#client/features/familia/components/moldura.tsx';
import { useAlunoFamilia, useAlunosFamilia, useSessaoFamilia } from '#client/features/familia/queries.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_FAMILIA_TELAS as M } from '#shared/messages/familia-telas.ts';

/** A refused family session: the person signs in again. */
const semSessao = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.status === 403);

function Carregando() {
  return (
    <Center py="xl">
      <Loader role="progressbar" aria-label={MSG.carregando} />
    </Center>
  );
}

export default function PortalPage() {
  const sessao = useSessaoFamilia();
  const alunos = useAlunosFamilia(sessao.isSuccess);
  const [busca, setBusca] = useSearchParams();

  if (semSessao(sessao.error) || semSessao(alunos.error))
    return <Navigate to={paths.familiaEntrar} replace />;
  const lista = alunos.data ?? [];
  const pedido = Number(busca.get('aluno'));
  const escolhido = lista.find((a) => a.id_aluno === pedido)?.id_aluno ?? lista[0]?.id_aluno ?? null;

  return (
    <MolduraFamilia nome={sessao.data?.nome}>
      {sessao.isError || alunos.isError ? (
        <BlocoErro error={sessao.error ?? alunos.error} />
      ) : !alunos.data ? (
        <Carregando />
      ) : lista.length === 0 ? (
        <Stack>
          <Title order={1} size="h2">
            {M.portal}
          </Title>
          <Text>{M.semAlunos}</Text>
        </Stack>
      ) : (
        <Stack gap="md">
          {lista.length > 1 && (
            <SegmentedControl
              aria-label={M.escolherAluno}
              fullWidth
              orientation={lista.length > 2 ? 'vertical' : 'horizontal'}
              value={String(escolhido)}
              onChange={(v) => setBusca({ aluno: v }, { replace: true })}
              data={lista.map((a) => ({ value: String(a.id_aluno), label: a.nome }))}
            />
          )}
          {escolhido !== null && <PaginaDoAluno key={escolhido} id={escolhido} />}
        </Stack>
      )}
    </MolduraFamilia>
  );
}

function PaginaDoAluno({ id }: { id: number }) {
  const aluno = useAlunoFamilia(id);
  if (semSessao(aluno.error)) return <Navigate to={paths.familiaEntrar} replace />;
  if (aluno.isError) return <BlocoErro error={aluno.error} />;
  if (!aluno.data) return <Carregando />;
  const a = aluno.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2" data-testid="nome-aluno">
        {a.nome}
      </Title>
      <AulasFamilia aluno={a} />
      <FrequenciaFamilia frequencia={a.frequencia} />
      {a.pagante && <MensalidadesFamilia cobrancas={a.cobrancas} recibos={a.recibos} />}
      <DocumentosFamilia aluno={a} />
      <DireitosFamilia idAluno={a.id_aluno} />
    </Stack>
  );
}
