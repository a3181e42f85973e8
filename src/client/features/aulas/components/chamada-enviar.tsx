// Sending the attendance sheet: the sticky send button and the send itself — a
// confirmation with the counts, then the sheet goes into the device's outbox
// (offline/folhas.ts, with an id made on the device) and the outbox is sent at once;
// without a network it waits there and says so. An administrator's correction of a
// Finalizada sheet has its own bar and confirmation (BarraCorrecao, corrigirFolha).
import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { memo, type ReactNode, useRef, useState } from 'react';
import { ApiError } from '#client/api.ts';
import { useCorrigirChamada } from '#client/features/aulas/queries.ts';
import type { FolhaLocal } from '#client/offline/aparelho.ts';
import { reterAvisos } from '#client/offline/avisos.ts';
import { aoResponder, type Desfecho, enviarFila } from '#client/offline/envio.ts';
import { colocarNaFila, lerFolha } from '#client/offline/folhas.ts';
import { pedirSincronizacao } from '#client/offline/registro.ts';
import { alerta, alertaErro, confirmar } from '#client/ui/alerts.tsx';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_OFF } from '#shared/messages/offline.ts';
import type { ChamadaCorrigirInput, ChamadaLinha } from '#shared/schemas/chamada.ts';
import campos from './chamada-campos.module.css';
import classes from './chamada-enviar.module.css';
import type { Rascunho } from './chamada-rascunho';

export type Corrigir = (input: ChamadaCorrigirInput) => Promise<unknown>;

/** A send that answers within this shows no spinner (no flash on a quick answer). */
const SPINNER_APOS_MS = 300;

/** A send still unanswered after this shows its states on the sheet (queued, sending). */
const MOSTRAR_ESTADO_APOS_MS = 300;

/** The sticky bar at the bottom of the sheet. */
function Barra({ children }: { children: ReactNode }) {
  return <div className={classes.barra}>{children}</div>;
}

/**
 * One request at a time from a button: `acao` gets the function that runs the
 * request; the spinner shows only once the request itself is slow (not while a
 * confirmation is open).
 */
function usePedido<I>(mutateAsync: (input: I) => Promise<unknown>) {
  const [lento, setLento] = useState(false);
  const ocupado = useRef(false);
  async function executar(acao: (pedir: (input: I) => Promise<unknown>) => Promise<void>) {
    if (ocupado.current) return;
    ocupado.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pedir = (input: I) => {
      timer = setTimeout(() => setLento(true), SPINNER_APOS_MS);
      return mutateAsync(input).finally(() => {
        clearTimeout(timer);
        setLento(false);
      });
    };
    try {
      await acao(pedir);
    } finally {
      clearTimeout(timer);
      ocupado.current = false;
    }
  }
  return { lento, executar };
}

/**
 * The send button: a send re-renders only this bar; `onEnviar` queues the sheet and sends the
 * outbox. A plain button drawn as Mantine's Button (lg, full width) was: it is in the sheet's
 * first render (chamada-campos.module.css).
 */
export const BarraEnviar = memo(function BarraEnviar({ onEnviar }: { onEnviar: () => Promise<void> }) {
  const ocupado = useRef(false);
  return (
    <Barra>
      <button
        type="button"
        className={`mantine-focus-auto ${campos.enviar}`}
        onClick={async () => {
          if (ocupado.current) return;
          ocupado.current = true;
          try {
            await onEnviar();
          } finally {
            ocupado.current = false;
          }
        }}
      >
        <IconSend size={20} className={campos.icone} aria-hidden />
        {MSG.enviarChamada}
      </button>
    </Barra>
  );
});

/** An administrator's correction: save (with its own confirmation) or leave it. */
export const BarraCorrecao = memo(function BarraCorrecao({
  idTurma,
  data,
  onSalvar,
  onCancelar,
}: {
  idTurma: number;
  data: string;
  onSalvar: (corrigir: Corrigir) => Promise<void>;
  onCancelar: () => void;
}) {
  const { mutateAsync } = useCorrigirChamada(idTurma, data);
  const { lento, executar } = usePedido(mutateAsync);
  return (
    <Barra>
      <Group gap="sm" wrap="nowrap">
        <Button size="lg" variant="default" onClick={onCancelar} disabled={lento} px="md">
          {MSG.cancelar}
        </Button>
        <Button
          size="lg"
          style={{ flex: 1 }}
          px="sm"
          leftSection={<IconDeviceFloppy size={20} aria-hidden />}
          onClick={() => executar(onSalvar)}
          loading={lento}
        >
          {MSG_REG.salvarCorrecao}
        </Button>
      </Group>
    </Barra>
  );
});

/** The marks to send: an unmarked student counts as present. */
function marcasDe(alunos: ChamadaLinha[], folha: Rascunho) {
  return alunos.map((a) => ({ id_aluno: a.id_aluno!, presenca: folha.marcas[a.id_aluno!] ?? (1 as const) }));
}

/** "18 presentes, 2 ausentes". */
function contagem(marcas: { presenca: 0 | 1 }[]) {
  const presentes = marcas.filter((m) => m.presenca === 1).length;
  return MSG_REG.presentesAusentes(presentes, marcas.length - presentes);
}

/**
 * Asks for confirmation with the counts; then the sheet goes into the device's outbox
 * (kept there through a reload or a closed tab) and the outbox is sent. Tells the
 * person how it went: sent, kept on the device until there is a network, refused
 * (the sheet is editable again), or already sent from elsewhere (both are shown).
 * A date the class does not meet, or a future one, is refused here too (`recusa`).
 */
export async function enviarFolha({
  aparelho,
  alunos,
  folha,
  recusa,
  aoEnviar,
}: {
  aparelho: FolhaLocal;
  alunos: ChamadaLinha[];
  folha: Rascunho;
  recusa: string | null;
  aoEnviar: () => void;
}) {
  if (alunos.length === 0) {
    await alerta({ title: MSG.adicioneAluno, icon: 'warning' });
    return;
  }
  if (recusa) {
    await alertaErro(null, recusa);
    return;
  }
  const marcas = marcasDe(alunos, folha);
  const confirmado = await confirmar({
    title: MSG_REG.confirmarEnvio,
    text: contagem(marcas),
    confirmLabel: MSG_REG.enviar,
    color: 'primary',
  });
  if (!confirmado) return;
  // From here to the popup the page does nothing but the send: the states the sheet passes
  // through (queued, sending, sent) are rendered after the popup, or once the answer is slow.
  const soltar = reterAvisos();
  const lento = setTimeout(soltar, MOSTRAR_ESTADO_APOS_MS);
  try {
    // Every mark of the sheet (its trials' too, under their keys), each student's made explicit.
    const naFila = await colocarNaFila(
      aparelho,
      { ...folha.marcas, ...Object.fromEntries(marcas.map((m) => [m.id_aluno, m.presenca])) },
      folha.observacao,
    );
    if (!naFila.ok) {
      soltar();
      await alertaErro(null, `${MSG.erroEnviarChamada} ${naFila.motivo}`);
      return;
    }
    let parar = () => {};
    const resposta = new Promise<Desfecho | null>((fim) => {
      parar = aoResponder(naFila.idEnvio, fim);
    });
    // The outbox's run answers this send, unless a run already under way had read the outbox
    // before it was queued: then the sheet as the device has it says what became of it.
    const d = await Promise.race([
      resposta,
      enviarFila().then(
        () => null,
        () => null,
      ),
    ]);
    parar();
    const popup = popupDoEnvio(d ?? (await desfechoNoAparelho(aparelho)), aoEnviar);
    soltar();
    await popup;
  } finally {
    clearTimeout(lento);
    soltar();
  }
}

/** The sheet's outcome as the device recorded it. */
async function desfechoNoAparelho(aparelho: FolhaLocal): Promise<Desfecho> {
  const depois = await lerFolha(aparelho.id_turma, aparelho.data_c);
  switch (depois?.estado) {
    case 'enviada':
      return { tipo: 'enviada', linhas: [] };
    case 'conflito':
      return { tipo: 'conflito', linhas: [] };
    case 'erro':
      return { tipo: 'erro', motivo: depois.erro ?? '', manter: depois.id_envio !== undefined };
    default:
      return { tipo: 'fila' };
  }
}

/**
 * Opens the popup that tells how the send went (rendered before this returns) and answers
 * when the person closes it. Sent, or already sent from elsewhere: the server's reads of the
 * sheet are stale. Not sent for lack of a network: the worker is asked to send it when the
 * network is back.
 */
function popupDoEnvio(d: Desfecho, aoEnviar: () => void): Promise<void> {
  switch (d.tipo) {
    case 'enviada':
      aoEnviar();
      return alerta({ title: MSG.chamadaRegistrada, icon: 'success' });
    case 'conflito':
      aoEnviar();
      return alerta({ title: MSG_OFF.conflitoTitulo, text: MSG_OFF.conflitoTexto, icon: 'warning' });
    case 'erro':
      // The fixed text of docs/product/messages.md, then the reason.
      return alertaErro(null, `${MSG.erroEnviarChamada} ${MSG_OFF.erro(d.motivo)}`);
    default:
      void pedirSincronizacao();
      return alerta({ title: MSG_OFF.salvaParaEnviar, text: MSG_OFF.salvaParaEnviarTexto, icon: 'info' });
  }
}

/**
 * An administrator's correction: nothing changed → says so; otherwise a confirmation
 * with the counts, then the correction on the version it started from. Resolves
 * true when the correction is over (saved, nothing to save, or overtaken by
 * another one: the sheet reloads), false to stay in the correction.
 */
export async function corrigirFolha(
  corrigir: Corrigir,
  {
    idChamada,
    versao,
    alunos,
    folha,
    original,
  }: {
    idChamada: number;
    versao: number;
    alunos: ChamadaLinha[];
    folha: Rascunho;
    original: Rascunho;
  },
): Promise<boolean> {
  const marcas = marcasDe(alunos, folha);
  const mudou =
    folha.observacao.trim() !== original.observacao.trim() ||
    marcas.some((m) => original.marcas[m.id_aluno] !== m.presenca);
  if (!mudou) {
    await alerta({ title: MSG_REG.semAlteracoes, icon: 'info' });
    return true;
  }
  const confirmado = await confirmar({
    title: MSG_REG.confirmarCorrecao,
    text: contagem(marcas),
    confirmLabel: MSG_REG.salvar,
    color: 'primary',
  });
  if (!confirmado) return false;
  try {
    await corrigir({ id_chamada: idChamada, versao, alunos: marcas, observacao: folha.observacao });
  } catch (e) {
    await alertaErro(e, MSG.erroEnviarChamada);
    // Overtaken by another correction: its version is loaded; otherwise keep editing.
    return e instanceof ApiError && e.status === 409;
  }
  await alerta({ title: MSG_REG.chamadaCorrigida, icon: 'success' });
  return true;
}
