// aulas/chamada/{idturma}: the attendance sheet of a class on a date (default:
// the class's last meeting, today or before, in the club's time zone). One tap per
// student toggles present/absent. What the page shows, the device's sheet merged with
// the server's, is the offline module's hook (offline/use-chamada.ts): this page
// renders it, and holds an administrator's correction. The page is the header
// (class, date, status, sync state, who corrected it); the sheet is chamada-folha.tsx,
// the records chamada-historico.tsx, a conflict with a sheet sent elsewhere
// chamada-conflito.tsx.
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type CSSProperties, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData, useParams, useSearchParams } from 'react-router';
import { Conflito } from '#client/features/aulas/components/chamada-conflito.tsx';
import { DataDaChamada } from '#client/features/aulas/components/chamada-data.tsx';
import { Folha } from '#client/features/aulas/components/chamada-folha.tsx';
import { Historico, quandoFoi } from '#client/features/aulas/components/chamada-historico.tsx';
import { Pedidos } from '#client/features/aulas/components/chamada-pedidos.tsx';
import {
  useAposEnvio,
  useChamada,
  useHistorico,
  useHoje,
  useTurmaDetalhe,
} from '#client/features/aulas/queries.ts';
import { aguardaEnvio } from '#client/offline/aparelho.ts';
import { EstadoEnvio } from '#client/offline/estado-envio.tsx';
import { type ChamadaNoAparelho, lerParaChamada } from '#client/offline/folhas.ts';
import { type LeiturasDoServidor, useChamadaNoAparelho } from '#client/offline/use-chamada.ts';
import { paths } from '#client/paths.ts';
import { isAdmCached } from '#client/session.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_INICIO } from '#shared/messages/inicio.ts';
import { MSG_OFF } from '#shared/messages/offline.ts';
import type { ChamadaLinha, HistoricoChamada } from '#shared/schemas/chamada.ts';
import classes from './chamada-page.module.css';

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

/** The server's reads of this page, handed to the offline module's hook. */
const SERVIDOR: LeiturasDoServidor = { useHoje, useTurmaDetalhe, useChamada, useAposEnvio };

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
  const c = useChamadaNoAparelho(idTurma, params.get('data'), previa, SERVIDOR);
  const { data, folha, finalizada, idChamada, infoTurma, recusa, recusada, fuso } = c;
  const historico = useHistorico(finalizada && idChamada ? idChamada : null);
  const correcoes = historico.data?.registros.filter((r) => r.tipo === 'correcao') ?? [];
  const ultimaCorrecao = correcoes.at(-1);
  // A correction edits the sheet as the history read it when it began: a later
  // read (a refocused window) neither resets the edits nor moves the version the
  // correction starts from, so a correction saved meanwhile is a conflict.
  const [base, setBase] = useState<HistoricoChamada | null>(null);
  const adm = isAdmCached();

  const mudarData = useCallback(
    (v: string) => {
      setBase(null);
      setParams({ data: v }, { replace: true });
    },
    [setParams],
  );
  const fimCorrecao = useCallback(() => {
    focarEm.current = botaoCorrigir;
    setBase(null);
  }, []);

  // The button that starts a correction goes away with it: the focus follows to the
  // correction's note (read out), and back to the button when the correction ends. Each
  // is focused once it is shown: the correction shows once the sheet it starts from is the
  // page's, which may be a render after the tap.
  const botaoCorrigir = useRef<HTMLButtonElement>(null);
  const avisoCorrecao = useRef<HTMLParagraphElement>(null);
  const focarEm = useRef<RefObject<HTMLElement | null> | null>(null);

  const emCorrecao = base !== null && finalizada && base.id_chamada === idChamada;
  useEffect(() => {
    const alvo = focarEm.current?.current;
    if (alvo) {
      focarEm.current = null;
      alvo.focus();
    }
  });
  // One state in the header: a sheet sent from this device and waiting in its outbox is no
  // longer to be done, nor yet Finalizada on the server.
  const estado =
    aguardaEnvio(folha) && !emCorrecao
      ? { rotulo: MSG_INICIO.aguardandoEnvio, cor: 'orange' }
      : finalizada
        ? { rotulo: MSG.finalizada, cor: 'blue' }
        : { rotulo: MSG.aSerFeita, cor: 'red' };
  const linhas = emCorrecao ? linhasDoHistorico(base) : c.linhas;
  const versao = emCorrecao ? `correcao:${base.versao}` : c.versao;
  const corpo = emCorrecao && !recusada && data && linhas && linhas.length > 0 ? 'folha' : c.corpo;

  if (recusa) {
    return (
      <Stack gap="md" maw={720} align="flex-start">
        <Title order={1} size="h3">
          {MSG.chamada}
        </Title>
        <BlocoErro error={recusa} w="100%" />
        <Button component={Link} to={paths.aulas} variant="default">
          {MSG.aulas}
        </Button>
      </Stack>
    );
  }

  return (
    <div className={classes.pagina} data-com-barra={!finalizada || emCorrecao || undefined}>
      <div>
        <h1 className={classes.titulo}>
          {MSG.chamada}
          {infoTurma ? ` · ${infoTurma.nome_turma}` : ''}
        </h1>
        {infoTurma && (
          <p className={classes.detalhe}>
            {ROTULO_DIA[infoTurma.dia_semana]} · {infoTurma.horario} · {infoTurma.nome_unidade}
          </p>
        )}
      </div>

      <div className={classes.linha}>
        <DataDaChamada data={data} max={c.diaDoClube} onChange={mudarData} />
        {c.lida && (
          <span
            className={classes.estado}
            style={{ '--cor': `var(--mantine-color-${estado.cor}-filled)` } as CSSProperties}
            role="status"
          >
            {estado.rotulo}
          </span>
        )}
      </div>
      {folha && !emCorrecao && (folha.estado !== 'enviada' || folha.id_envio) && (
        <EstadoEnvio folha={folha} online={c.online} />
      )}
      {!c.online && !folha && <Text c="dimmed">{MSG_OFF.semConexao}</Text>}
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
            focarEm.current = avisoCorrecao;
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
      {corpo === 'folha' && linhas && data ? (
        <Folha
          key={`${folha?.chave ?? data}:${emCorrecao ? 'correcao' : 'folha'}`}
          idTurma={idTurma}
          data={data}
          linhas={linhas}
          versao={versao}
          aparelho={emCorrecao ? undefined : c.aparelho}
          correcao={emCorrecao ? { versao: base.versao, onFim: fimCorrecao } : undefined}
        />
      ) : corpo === 'recusada' ? (
        <BlocoErro error={recusada} title={null} />
      ) : corpo === 'regra' ? (
        <BlocoErro title={null}>{c.textoRegra}</BlocoErro>
      ) : corpo === 'fora_do_aparelho' ? (
        <Text c="dimmed" ta="center" py="md">
          {MSG_OFF.naoEstaNoAparelho}
        </Text>
      ) : corpo === 'erro' ? (
        <BlocoErro>{MSG.erroBuscarChamada}</BlocoErro>
      ) : corpo === 'carregando' ? (
        <Group justify="center" py="xl">
          <Loader role="progressbar" aria-label={MSG.carregando} />
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
    </div>
  );
}
