// aulas/chamada/{idturma}: the attendance sheet of a class on a date (default:
// the class's last meeting, today or before, in the club's time zone). One tap per
// student toggles present/absent. The sheet shown is the device's (offline/): the
// server's, when it answers, is laid under the device's unsent marks; without a
// network the sheet opens from the device at once (read by the route's loader before
// the first render, or made from the class's roster kept there). This page is the
// header (class, date, status, sync state, who corrected it); the sheet is
// chamada-folha.tsx, the records chamada-historico.tsx, a conflict with a sheet sent
// elsewhere chamada-conflito.tsx.
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData, useParams, useSearchParams } from 'react-router';
import { ApiError } from '#client/api.ts';
import { Conflito } from '#client/features/aulas/components/chamada-conflito.tsx';
import { CampoData } from '#client/features/aulas/components/chamada-data.tsx';
import { Folha, type NoAparelho } from '#client/features/aulas/components/chamada-folha.tsx';
import { Historico, quandoFoi } from '#client/features/aulas/components/chamada-historico.tsx';
import { Pedidos } from '#client/features/aulas/components/chamada-pedidos.tsx';
import {
  useAposEnvio,
  useChamada,
  useHistorico,
  useHoje,
  useTurmaDetalhe,
} from '#client/features/aulas/queries.ts';
import type { FolhaLocal } from '#client/offline/db.ts';
import { EstadoEnvio } from '#client/offline/estado-envio.tsx';
import {
  type ChamadaNoAparelho,
  criarFolha,
  guardarDoServidor,
  lerParaChamada,
} from '#client/offline/folhas.ts';
import {
  useFolhaNoAparelho,
  useFusoDoAparelho,
  useOnline,
  useTurmaNoAparelho,
} from '#client/offline/hooks.ts';
import { paths } from '#client/paths.ts';
import { useConfig } from '#client/queries.ts';
import { isAdmCached } from '#client/session.ts';
import { alertaErro } from '#client/ui/alerts.tsx';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { MSG_ENVIO, MSG_REG } from '#shared/messages-chamada.ts';
import { MSG_OFF } from '#shared/messages-offline.ts';
import { FUSO_CLUBE, hojeNoFuso, isoParaBr } from '#shared/rules/datas.ts';
import { recusaDaData, ultimoEncontro } from '#shared/rules/encontros.ts';
import { recusaDaFeitaEm } from '#shared/rules/envio-chamada.ts';
import type { ChamadaLinha, HistoricoChamada, TurmaDetalhe } from '#shared/schemas/chamada.ts';

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

/** The device's sheet as the sheet's lines. */
const linhasDoAparelho = (f: FolhaLocal): ChamadaLinha[] =>
  f.alunos.map((a) => ({
    id_chamada: f.id_chamada ?? 0,
    data_c: f.data_c,
    status_c: f.finalizada ? 1 : 0,
    observacao: f.observacao,
    id_aluno: a.id_aluno,
    nome_pessoa: a.nome,
    presenca: f.marcas[a.id_aluno] ?? 1,
  }));

/**
 * The shared rules (the server's) as the device applies them before a send: never a
 * future date, a new chamada only on the class's weekday, and the time it is taken
 * (now) not before the class day. Its text, or null.
 */
function recusaDoAparelho(
  f: FolhaLocal,
  dia: TurmaDetalhe['dia_semana'] | undefined,
  hoje: string | null,
  fuso: string,
) {
  if (!dia || !hoje) return null;
  const r = recusaDaData(f.data_c, dia, hoje);
  if (r === 'futura') return MSG_REG.dataFutura;
  if (r === 'sem_aula' && f.id_chamada === null) return MSG_REG.diaSemAula(isoParaBr(f.data_c), dia);
  const agora = Date.now();
  if (recusaDaFeitaEm(agora, f.data_c, agora, fuso) !== null) return MSG_ENVIO.feitaAntesDaAula;
  return null;
}

/** The time the page waits for the device's store before it renders without it. */
const ESPERA_APARELHO_MS = 300;

/**
 * The route's loader: the class and the sheet on the device, read before the first render
 * so the sheet shows at once (without a network too); the page reads them again after.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<ChamadaNoAparelho | null> {
  const data = new URL(request.url).searchParams.get('data');
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      lerParaChamada(Number(params.idturma), data).catch(() => null),
      new Promise<null>((fim) => {
        timer = setTimeout(() => fim(null), ESPERA_APARELHO_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export default function ChamadaPage() {
  const idTurma = Number(useParams().idturma);
  const [params, setParams] = useSearchParams();
  const previa = (useLoaderData() as ChamadaNoAparelho | null) ?? undefined;
  const online = useOnline();
  const hoje = useHoje();
  const turma = useTurmaDetalhe(idTurma);
  const turmaLocal = useTurmaNoAparelho(idTurma, previa);
  const fusoLocal = useFusoDoAparelho(previa);
  const fuso = useConfig().data?.fuso ?? fusoLocal ?? undefined;
  // The club's day from the server; without it (no network, a failed call) the device's
  // own day in the club's time zone.
  const diaDoClube = hoje.data?.hoje ?? (!online || hoje.isError ? hojeNoFuso(fuso ?? FUSO_CLUBE) : null);
  const infoTurma = turma.data ?? turmaLocal ?? null;
  // Without a date: the class's last meeting (today when it meets today).
  const data =
    params.get('data') ??
    (diaDoClube && infoTurma
      ? ultimoEncontro(infoTurma.dia_semana, diaDoClube)
      : diaDoClube && turma.isError && turmaLocal === null
        ? diaDoClube
        : null);
  const chamada = useChamada(idTurma, data);
  const folha = useFolhaNoAparelho(idTurma, data, previa);
  const aposEnvio = useAposEnvio(idTurma, data ?? '');

  // The server's answer goes into the device, under the device's unsent marks.
  useEffect(() => {
    if (data && chamada.data && chamada.data.length > 0) {
      void guardarDoServidor(idTurma, data, chamada.data).catch(() => undefined);
    }
  }, [idTurma, data, chamada.data]);
  // No server to ask: a sheet first opened without a network is made from the roster on the device.
  const semServidor = !online || (chamada.isError && !(chamada.error instanceof ApiError));
  const regraLocal =
    data && infoTurma && diaDoClube ? recusaDaData(data, infoTurma.dia_semana, diaDoClube) : null;
  useEffect(() => {
    if (semServidor && folha === null && data && turmaLocal?.com_alunos && regraLocal === null) {
      void criarFolha(turmaLocal, data).catch(() => undefined);
    }
  }, [semServidor, folha, data, turmaLocal, regraLocal]);

  const cabecalho = chamada.data?.[0];
  const finalizada = folha ? folha.finalizada : cabecalho?.status_c === 1;
  const idChamada = folha?.id_chamada ?? cabecalho?.id_chamada ?? null;
  const historico = useHistorico(finalizada && idChamada ? idChamada : null);
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
  // failure. Without a network the device's sheet is the page: nothing to report.
  const avisado = useRef<unknown>(null);
  useEffect(() => {
    if (chamada.isError && !semServidor && !recusa && !recusada && avisado.current !== chamada.error) {
      avisado.current = chamada.error;
      void alertaErro(null, MSG.erroBuscarChamada);
    }
  }, [chamada.isError, chamada.error, semServidor, recusa, recusada]);

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

  const emCorrecao = base !== null && finalizada && base.id_chamada === idChamada;
  useEffect(() => {
    if (!focarAoMudar.current) return;
    const alvo = emCorrecao ? avisoCorrecao.current : botaoCorrigir.current;
    if (alvo) {
      focarAoMudar.current = false;
      alvo.focus();
    }
  });
  const linhas = emCorrecao ? linhasDoHistorico(base) : folha ? linhasDoAparelho(folha) : null;
  // The sheet reloads when the server's reading or the send's state changes, never on its own taps.
  const versao = emCorrecao
    ? `correcao:${base.versao}`
    : folha
      ? `${folha.estado}:${folha.id_envio ?? ''}:${folha.finalizada}:${folha.lida_em ?? 0}`
      : '';
  const aparelho: NoAparelho | undefined =
    folha && !emCorrecao
      ? {
          folha,
          recusa: recusaDoAparelho(folha, infoTurma?.dia_semana, diaDoClube, fuso ?? FUSO_CLUBE),
          aoEnviar: aposEnvio,
        }
      : undefined;
  const textoRegra =
    regraLocal === 'futura'
      ? MSG_REG.dataFutura
      : regraLocal === 'sem_aula' && data && infoTurma
        ? MSG_REG.diaSemAula(isoParaBr(data), infoTurma.dia_semana)
        : null;

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
          {infoTurma ? ` · ${infoTurma.nome_turma}` : ''}
        </Title>
        {infoTurma && (
          <Text size="sm" c="dimmed">
            {ROTULO_DIA[infoTurma.dia_semana]} · {infoTurma.horario} · {infoTurma.nome_unidade}
          </Text>
        )}
      </div>

      <Group align="flex-end" justify="space-between" gap="sm">
        <CampoData data={data} max={diaDoClube} onChange={mudarData} />
        {(folha || cabecalho) && (
          <Badge size="xl" color={finalizada ? 'blue' : 'red'} variant="filled" radius="sm" role="status">
            {finalizada ? MSG.finalizada : MSG.aSerFeita}
          </Badge>
        )}
      </Group>
      {folha && !emCorrecao && (folha.estado !== 'enviada' || folha.id_envio) && (
        <EstadoEnvio folha={folha} online={online} />
      )}
      {!online && !folha && <Text c="dimmed">{MSG_OFF.semConexao}</Text>}
      {folha?.estado === 'conflito' && folha.enviada && !emCorrecao && <Conflito folha={folha} />}
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
      {linhas && linhas.length > 0 && data && (folha || emCorrecao) && !recusada ? (
        <Folha
          key={`${folha?.chave ?? data}:${emCorrecao ? 'correcao' : 'folha'}`}
          idTurma={idTurma}
          data={data}
          linhas={linhas}
          versao={versao}
          aparelho={aparelho}
          correcao={emCorrecao ? { versao: base.versao, onFim: fimCorrecao } : undefined}
        />
      ) : recusada ? (
        <ErrorAlert error={recusada} title={null} />
      ) : semServidor && textoRegra ? (
        <ErrorAlert title={null}>{textoRegra}</ErrorAlert>
      ) : semServidor && folha === null && (turmaLocal === null || turmaLocal?.com_alunos === false) ? (
        <Text c="dimmed" ta="center" py="md">
          {MSG_OFF.naoEstaNoAparelho}
        </Text>
      ) : chamada.isError && !semServidor ? (
        <ErrorAlert>{MSG.erroBuscarChamada}</ErrorAlert>
      ) : chamada.isPending || folha === undefined || (chamada.data && !folha) ? (
        <Group justify="center" py="xl">
          <Loader aria-label={MSG.carregando} />
        </Group>
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
