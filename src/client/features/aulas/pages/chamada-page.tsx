// aulas/chamada/{idturma}: the attendance sheet of a class on a date (default:
// today in the club's time zone). One tap per student toggles present/absent;
// marks live on the device (and survive a reload) until the send succeeds.
// This page is the header (class, date, status); the sheet is chamada-folha.tsx.
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '#client/api.ts';
import { CampoData } from '#client/features/aulas/components/chamada-data.tsx';
import { Folha } from '#client/features/aulas/components/chamada-folha.tsx';
import { useChamada, useHoje, useTurma } from '#client/features/aulas/queries.ts';
import { paths } from '#client/paths.ts';
import { alertaErro } from '#client/ui/alerts.tsx';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';

export default function ChamadaPage() {
  const idTurma = Number(useParams().idturma);
  const [params, setParams] = useSearchParams();
  const hoje = useHoje();
  // The club's day from the server; the device's own date only if that call failed.
  const data =
    params.get('data') ?? hoje.data?.hoje ?? (hoje.isError ? new Date().toLocaleDateString('en-CA') : null);
  const turma = useTurma(idTurma);
  const chamada = useChamada(idTurma, data);

  const cabecalho = chamada.data?.[0];
  const finalizada = cabecalho?.status_c === 1;
  const versao = chamada.data ? `${cabecalho?.id_chamada}:${chamada.dataUpdatedAt}` : '';

  // Another teacher's class: the server's refusal ("Esta turma não é sua.") is the page, not a failure.
  const recusa = [turma.error, chamada.error].find((e) => e instanceof ApiError && e.status === 403);

  // The spec's fixed text, whatever the answer; once per failure.
  const avisado = useRef<unknown>(null);
  useEffect(() => {
    if (chamada.isError && !recusa && avisado.current !== chamada.error) {
      avisado.current = chamada.error;
      void alertaErro(null, MSG.erroBuscarChamada);
    }
  }, [chamada.isError, chamada.error, recusa]);

  const mudarData = useCallback((v: string) => setParams({ data: v }, { replace: true }), [setParams]);

  if (recusa) {
    return (
      <Stack gap="md" maw={720} align="flex-start">
        <Title order={1} size="h3">
          {MSG.chamada}
        </Title>
        <ErrorAlert error={recusa} w="100%" />
        <Button component={Link} to={paths.aulas} variant="default">
          {MSG.aulas}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={720} pb={finalizada ? 0 : 80}>
      <div>
        <Title order={1} size="h3">
          {MSG.chamada}
          {turma.data ? ` · ${turma.data.nome_turma}` : ''}
        </Title>
        {turma.data && (
          <Text size="sm" c="dimmed">
            {ROTULO_DIA[turma.data.dia_semana]} · {turma.data.horario} · {turma.data.nome_unidade}
          </Text>
        )}
      </div>

      <Group align="flex-end" justify="space-between" gap="sm">
        <CampoData data={data} onChange={mudarData} />
        {cabecalho && (
          <Badge size="xl" color={finalizada ? 'blue' : 'red'} variant="filled" radius="sm" role="status">
            {finalizada ? MSG.finalizada : MSG.aSerFeita}
          </Badge>
        )}
      </Group>
      {chamada.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={MSG.carregando} />
        </Group>
      ) : chamada.isError ? (
        <ErrorAlert>{MSG.erroBuscarChamada}</ErrorAlert>
      ) : cabecalho && data ? (
        <Folha
          key={cabecalho.id_chamada}
          idTurma={idTurma}
          data={data}
          linhas={chamada.data}
          versao={versao}
        />
      ) : (
        <Text c="dimmed" ta="center" py="md">
          {MSG.semAlunosNaTurma}
        </Text>
      )}
    </Stack>
  );
}
