// aulas/chamada/{idturma}: the attendance sheet of a class on a date (default:
// the class's last meeting, today or before, in the club's time zone). One tap per
// student toggles present/absent; marks live on the device (and survive a reload)
// until the send succeeds. This page is the header (class, date, status, who
// corrected it); the sheet is chamada-folha.tsx, the records chamada-historico.tsx.
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '#client/api.ts';
import { CampoData } from '#client/features/aulas/components/chamada-data.tsx';
import { Folha } from '#client/features/aulas/components/chamada-folha.tsx';
import { Historico, quandoFoi } from '#client/features/aulas/components/chamada-historico.tsx';
import { Pedidos } from '#client/features/aulas/components/chamada-pedidos.tsx';
import { useChamada, useHistorico, useHoje, useTurmaDetalhe } from '#client/features/aulas/queries.ts';
import { paths } from '#client/paths.ts';
import { useConfig } from '#client/queries.ts';
import { isAdmCached } from '#client/session.ts';
import { alertaErro } from '#client/ui/alerts.tsx';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { MSG_REG } from '#shared/messages-chamada.ts';
import { ultimoEncontro } from '#shared/rules/encontros.ts';
import type { ChamadaLinha, HistoricoChamada } from '#shared/schemas/chamada.ts';

/** The sheet as the history read it, with the version a correction starts from. */
const linhasDoHistorico = (h: HistoricoChamada): ChamadaLinha[] =>
  h.alunos.map((a) => ({
    id_chamada: h.id_chamada,
    data_c: h.data_c,
    status_c: h.status_c,
    observacao: h.observacao,
    id_aluno: a.id_aluno,
    nome_pessoa: a.nome_pessoa,
    presenca: a.presenca,
  }));

export default function ChamadaPage() {
  const idTurma = Number(useParams().idturma);
  const [params, setParams] = useSearchParams();
  const hoje = useHoje();
  const turma = useTurmaDetalhe(idTurma);
  const fuso = useConfig().data?.fuso;
  // The club's day from the server; the device's own date only if that call failed.
  const diaDoClube = hoje.data?.hoje ?? (hoje.isError ? new Date().toLocaleDateString('en-CA') : null);
  // Without a date: the class's last meeting (today when it meets today).
  const data =
    params.get('data') ??
    (diaDoClube && turma.data
      ? ultimoEncontro(turma.data.dia_semana, diaDoClube)
      : diaDoClube && turma.isError
        ? diaDoClube
        : null);
  const chamada = useChamada(idTurma, data);

  const cabecalho = chamada.data?.[0];
  const finalizada = cabecalho?.status_c === 1;
  const historico = useHistorico(finalizada && cabecalho ? cabecalho.id_chamada : null);
  const correcoes = historico.data?.registros.filter((r) => r.tipo === 'correcao') ?? [];
  const ultimaCorrecao = correcoes.at(-1);
  // A correction edits the sheet as the history read it when it began: a later
  // read (a refocused window) neither resets the edits nor moves the version the
  // correction starts from, so a correction saved meanwhile is a conflict.
  const [base, setBase] = useState<HistoricoChamada | null>(null);
  const adm = isAdmCached();

  // Another teacher's class: the server's refusal ("Esta turma não é sua.") is the page, not a failure.
  const recusa = [turma.error, chamada.error].find((e) => e instanceof ApiError && e.status === 403);
  // A date the rules refuse (a day without class, a future day): the server's reason, inline.
  const recusada = chamada.error instanceof ApiError && chamada.error.status === 400 ? chamada.error : null;
  // Any other failure: the fixed text of docs/product/messages.md, whatever the answer; once per
  // failure.
  const avisado = useRef<unknown>(null);
  useEffect(() => {
    if (chamada.isError && !recusa && !recusada && avisado.current !== chamada.error) {
      avisado.current = chamada.error;
      void alertaErro(null, MSG.erroBuscarChamada);
    }
  }, [chamada.isError, chamada.error, recusa, recusada]);

  const mudarData = useCallback(
    (v: string) => {
      setBase(null);
      setParams({ data: v }, { replace: true });
    },
    [setParams],
  );
  const fimCorrecao = useCallback(() => {
    focarAoMudar.current = true;
    setBase(null);
  }, []);

  // The button that starts a correction goes away with it: the focus follows to the
  // correction's note (read out), and back to the button when the correction ends.
  const botaoCorrigir = useRef<HTMLButtonElement>(null);
  const avisoCorrecao = useRef<HTMLParagraphElement>(null);
  const focarAoMudar = useRef(false);

  const emCorrecao = base !== null && finalizada && base.id_chamada === cabecalho?.id_chamada;
  useEffect(() => {
    if (!focarAoMudar.current) return;
    const alvo = emCorrecao ? avisoCorrecao.current : botaoCorrigir.current;
    if (alvo) {
      focarAoMudar.current = false;
      alvo.focus();
    }
  });
  const linhas = emCorrecao ? linhasDoHistorico(base) : chamada.data;
  const versao = emCorrecao
    ? `correcao:${base.versao}`
    : chamada.data
      ? `${cabecalho?.id_chamada}:${chamada.dataUpdatedAt}`
      : '';

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
    <Stack gap="md" maw={720} pb={finalizada && !emCorrecao ? 0 : 80}>
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
        <CampoData data={data} max={diaDoClube} onChange={mudarData} />
        {cabecalho && (
          <Badge size="xl" color={finalizada ? 'blue' : 'red'} variant="filled" radius="sm" role="status">
            {finalizada ? MSG.finalizada : MSG.aSerFeita}
          </Badge>
        )}
      </Group>
      {ultimaCorrecao && (
        <Text size="sm" fw={500} data-testid="corrigida-por">
          {MSG_REG.corrigidaPor(ultimaCorrecao.autor, quandoFoi(ultimaCorrecao.feito_em, fuso))}
        </Text>
      )}
      {finalizada && adm && !emCorrecao && historico.data && historico.data.alunos.length > 0 && (
        <Button
          variant="light"
          leftSection={<IconPencil size={18} />}
          ref={botaoCorrigir}
          onClick={() => {
            focarAoMudar.current = true;
            setBase(historico.data);
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          {MSG_REG.corrigirChamada}
        </Button>
      )}
      {emCorrecao && (
        <Text size="sm" c="blue.8" ref={avisoCorrecao} tabIndex={-1} className="mantine-focus-auto">
          {MSG_REG.corrigindo}
        </Text>
      )}
      {chamada.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={MSG.carregando} />
        </Group>
      ) : recusada ? (
        <ErrorAlert error={recusada} title={null} />
      ) : chamada.isError ? (
        <ErrorAlert>{MSG.erroBuscarChamada}</ErrorAlert>
      ) : cabecalho && data && linhas ? (
        <Folha
          key={`${cabecalho.id_chamada}:${emCorrecao ? 'correcao' : 'folha'}`}
          idTurma={idTurma}
          data={data}
          linhas={linhas}
          versao={versao}
          correcao={emCorrecao ? { versao: base.versao, onFim: fimCorrecao } : undefined}
        />
      ) : (
        <Text c="dimmed" ta="center" py="md">
          {MSG.semAlunosNaTurma}
        </Text>
      )}
      {finalizada && !emCorrecao && historico.data && historico.data.registros.length > 0 && (
        <Historico registros={historico.data.registros} fuso={fuso} />
      )}
      {finalizada && historico.data && historico.data.pedidos.length > 0 && (
        <Pedidos pedidos={historico.data.pedidos} fuso={fuso} />
      )}
    </Stack>
  );
}
