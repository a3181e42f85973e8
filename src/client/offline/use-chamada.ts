// The chamada page's one source of what it shows: the device's sheet and the server's,
// merged. The server's answer goes into the device under the device's unsent marks
// (folhas.ts guardarDoServidor); without a network the sheet opens from the device at
// once (read by the route's loader before the first render, or made from the class's
// roster kept there); the shared date rules are applied on the device before a send.
// The page only renders what this hook answers. The server's reads are the aulas
// feature's queries, handed in by the page (this module imports no feature).
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '#client/api.ts';
import { useConfig } from '#client/queries.ts';
import { alertaErro } from '#client/ui/alerts.tsx';
import type { DiaSemana } from '#shared/constants.ts';
import { MSG_ENVIO, MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { FUSO_CLUBE, hojeNoFuso, isoParaBr } from '#shared/rules/datas.ts';
import { recusaDaData, ultimoEncontro } from '#shared/rules/encontros.ts';
import { recusaDaFeitaEm } from '#shared/rules/envio-chamada.ts';
import type { ChamadaLinha, TurmaDetalhe } from '#shared/schemas/chamada.ts';
import { chaveExperimental, type FolhaLocal } from './aparelho';
import { type ChamadaNoAparelho, criarFolha, guardarDoServidor } from './folhas';
import { useFolhaNoAparelho, useFusoDoAparelho, useOnline, useTurmaNoAparelho } from './hooks';

/** The sheet kept on the device, with what its send needs: the date rule's refusal and what follows a send. */
export type NoAparelho = { folha: FolhaLocal; recusa: string | null; aoEnviar: () => void };

/** The server's reads the page hands in (the aulas feature's queries). */
export type LeiturasDoServidor = {
  useHoje: () => UseQueryResult<{ hoje: string }, unknown>;
  useTurmaDetalhe: (idTurma: number) => UseQueryResult<TurmaDetalhe, unknown>;
  useChamada: (idTurma: number, data: string | null) => UseQueryResult<ChamadaLinha[], unknown>;
  /** What follows a send: the server's reads of this sheet made stale. */
  useAposEnvio: (idTurma: number, data: string) => () => void;
};

/**
 * What the sheet's place shows: the sheet, the server's refusal of the date, the
 * shared rules' refusal without a server, a sheet not on the device, a failure, a
 * wait, or a class without students.
 */
type Corpo = 'folha' | 'recusada' | 'regra' | 'fora_do_aparelho' | 'erro' | 'carregando' | 'vazia';

/** The device's sheet as the sheet's lines: its students, then its trials (id_aluno null). */
function linhasDoAparelho(f: FolhaLocal): ChamadaLinha[] {
  const base = {
    id_chamada: f.id_chamada ?? 0,
    data_c: f.data_c,
    status_c: f.finalizada ? (1 as const) : (0 as const),
    observacao: f.observacao,
  };
  const linhas: ChamadaLinha[] = f.alunos.map((a) => ({
    ...base,
    id_aluno: a.id_aluno,
    nome_pessoa: a.nome,
    presenca: f.marcas[a.id_aluno] ?? 1,
  }));
  for (const x of f.experimentais ?? [])
    linhas.push({
      ...base,
      id_aluno: null,
      nome_pessoa: x.nome,
      presenca: f.marcas[chaveExperimental(x.id_experimental)] ?? 1,
      id_experimental: x.id_experimental,
    });
  return linhas;
}

/**
 * The shared rules (the server's) as the device applies them before a send: never a
 * future date, a new chamada only on the class's weekday, and the time it is taken
 * (now) not before the class day. Its text, or null.
 */
function recusaDoAparelho(f: FolhaLocal, dia: DiaSemana | undefined, hoje: string | null, fuso: string) {
  if (!dia || !hoje) return null;
  const r = recusaDaData(f.data_c, dia, hoje);
  if (r === 'futura') return MSG_REG.dataFutura;
  if (r === 'sem_aula' && f.id_chamada === null) return MSG_REG.diaSemAula(isoParaBr(f.data_c), dia);
  const agora = Date.now();
  if (recusaDaFeitaEm(agora, f.data_c, agora, fuso) !== null) return MSG_ENVIO.feitaAntesDaAula;
  return null;
}

export function useChamadaNoAparelho(
  idTurma: number,
  dataPedida: string | null,
  previa: ChamadaNoAparelho | undefined,
  servidor: LeiturasDoServidor,
) {
  const online = useOnline();
  const hoje = servidor.useHoje();
  const turma = servidor.useTurmaDetalhe(idTurma);
  const turmaLocal = useTurmaNoAparelho(idTurma, previa);
  const fusoLocal = useFusoDoAparelho(previa);
  const fuso = useConfig().data?.fuso ?? fusoLocal ?? undefined;
  // The club's day from the server; without it (no network, a failed call) the device's
  // own day in the club's time zone.
  const diaDoClube = hoje.data?.hoje ?? (!online || hoje.isError ? hojeNoFuso(fuso ?? FUSO_CLUBE) : null);
  const infoTurma = turma.data ?? turmaLocal ?? null;
  // Without a date: the class's last meeting (today when it meets today).
  const data =
    dataPedida ??
    (diaDoClube && infoTurma
      ? ultimoEncontro(infoTurma.dia_semana, diaDoClube)
      : diaDoClube && turma.isError && turmaLocal === null
        ? diaDoClube
        : null);
  const chamada = servidor.useChamada(idTurma, data);
  const folha = useFolhaNoAparelho(idTurma, data, previa);
  const aposEnvio = servidor.useAposEnvio(idTurma, data ?? '');

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

  // Another teacher's class: the server's refusal ("Esta turma não é sua.") is the page, not a failure.
  const recusa = [turma.error, chamada.error].find((e) => e instanceof ApiError && e.status === 403) as
    | ApiError
    | undefined;
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

  const textoRegra =
    regraLocal === 'futura'
      ? MSG_REG.dataFutura
      : regraLocal === 'sem_aula' && data && infoTurma
        ? MSG_REG.diaSemAula(isoParaBr(data), infoTurma.dia_semana)
        : null;
  const linhas = folha ? linhasDoAparelho(folha) : null;
  // The sheet reloads when the server's reading or the send's state changes, never on its own taps.
  const versao = folha
    ? `${folha.estado}:${folha.id_envio ?? ''}:${folha.finalizada}:${folha.lida_em ?? 0}`
    : '';
  const aparelho: NoAparelho | undefined = folha
    ? {
        folha,
        recusa: recusaDoAparelho(folha, infoTurma?.dia_semana, diaDoClube, fuso ?? FUSO_CLUBE),
        aoEnviar: aposEnvio,
      }
    : undefined;
  const corpo: Corpo =
    linhas && linhas.length > 0 && data && !recusada
      ? 'folha'
      : recusada
        ? 'recusada'
        : semServidor && textoRegra
          ? 'regra'
          : semServidor && folha === null && (turmaLocal === null || turmaLocal?.com_alunos === false)
            ? 'fora_do_aparelho'
            : chamada.isError && !semServidor
              ? 'erro'
              : chamada.isPending || folha === undefined || (chamada.data && !folha)
                ? 'carregando'
                : 'vazia';

  return {
    online,
    data,
    diaDoClube,
    fuso,
    infoTurma,
    folha,
    /** Whether the server's sheet or the device's was read (the status badge shows). */
    lida: Boolean(folha || cabecalho),
    finalizada,
    idChamada,
    recusa,
    recusada,
    textoRegra,
    linhas,
    versao,
    aparelho,
    corpo,
  };
}
