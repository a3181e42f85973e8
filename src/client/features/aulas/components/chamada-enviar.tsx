// Sending the attendance sheet: the sticky send button (it owns the request's
// state) and the send itself — a confirmation with the counts, then the product's
// popups. A dropped connection is retried by useEnviarChamada; the draft stays on
// the device until the server has the sheet. An administrator's correction of a
// Finalizada sheet has its own bar and confirmation (BarraCorrecao, corrigirFolha).
import { Button, Card, Group } from '@mantine/core';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { memo, type ReactNode, useRef, useState } from 'react';
import { ApiError } from '#client/api.ts';
import { useCorrigirChamada, useEnviarChamada } from '#client/features/aulas/queries.ts';
import { alerta, alertaErro, confirmar } from '#client/ui/alerts.tsx';
import { MSG } from '#shared/messages.ts';
import { MSG_REG } from '#shared/messages-chamada.ts';
import type { ChamadaCorrigirInput, ChamadaEnviarInput, ChamadaLinha } from '#shared/schemas/chamada.ts';
import type { Rascunho } from './chamada-rascunho';

export type Enviar = (input: ChamadaEnviarInput) => Promise<unknown>;
export type Corrigir = (input: ChamadaCorrigirInput) => Promise<unknown>;

/** A send that answers within this shows no spinner (no flash on a quick answer). */
const SPINNER_APOS_MS = 300;

/** The sticky bar at the bottom of the sheet. */
function Barra({ children }: { children: ReactNode }) {
  return (
    <Card
      withBorder
      shadow="md"
      padding="sm"
      radius={0}
      style={{ position: 'sticky', bottom: 0, zIndex: 5 }}
      mx="calc(var(--mantine-spacing-md) * -1)"
    >
      {children}
    </Card>
  );
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

/** The send button: a send re-renders only this bar; `onEnviar` gets the function that posts the sheet. */
export const BarraEnviar = memo(function BarraEnviar({
  idTurma,
  data,
  onEnviar,
}: {
  idTurma: number;
  data: string;
  onEnviar: (enviar: Enviar) => Promise<void>;
}) {
  const { mutateAsync } = useEnviarChamada(idTurma, data);
  const { lento, executar } = usePedido(mutateAsync);
  return (
    <Barra>
      <Button
        size="lg"
        fullWidth
        leftSection={<IconSend size={20} />}
        onClick={() => executar(onEnviar)}
        loading={lento}
      >
        {MSG.enviarChamada}
      </Button>
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
 * Asks for confirmation with the counts, then posts the sheet as final and tells
 * the person how it went. The draft is written first and dropped only once the
 * send succeeded, so a failed send keeps every mark on the device. A sheet sent
 * meanwhile (409, e.g. from another device) shows the server's reason; the draft
 * goes, since the sheet reloads as sent.
 */
export async function enviarFolha(
  enviar: Enviar,
  {
    idChamada,
    alunos,
    folha,
    rascunho,
  }: {
    idChamada: number;
    alunos: ChamadaLinha[];
    folha: Rascunho;
    rascunho: { gravar: () => void; descartar: () => void };
  },
) {
  if (alunos.length === 0) {
    await alerta({ title: MSG.adicioneAluno, icon: 'warning' });
    return;
  }
  rascunho.gravar();
  const marcas = marcasDe(alunos, folha);
  const confirmado = await confirmar({
    title: MSG_REG.confirmarEnvio,
    text: contagem(marcas),
    confirmLabel: MSG_REG.enviar,
    color: 'primary',
  });
  if (!confirmado) return;
  try {
    await enviar({ id_chamada: idChamada, status_c: 1, alunos: marcas, observacao: folha.observacao });
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) {
      rascunho.descartar();
      await alertaErro(e);
      return;
    }
    // The fixed text of docs/product/messages.md, whatever the answer.
    await alertaErro(null, MSG.erroEnviarChamada);
    return;
  }
  rascunho.descartar();
  await alerta({ title: MSG.chamadaRegistrada, icon: 'success' });
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
