// The attendance sheet: the marks, the note and the send — the part of the page
// a tap changes. A tap re-renders only the student's own row (memoised rows,
// stable handlers, the sheet's state kept below the page) and is written to the
// device's store (offline/folhas.ts) after the frame that shows it. A
// sheet waiting in the outbox, sent, or Finalizada is read-only, unless an
// administrator is correcting it (`correcao`): then it is editable again, not kept
// on the device, and saved as a correction.
import { Stack, Text, Textarea } from '@mantine/core';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FolhaLocal } from '#client/offline/aparelho.ts';
import { gravarRascunho } from '#client/offline/folhas.ts';
import type { NoAparelho } from '#client/offline/use-chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';
import { LinhaAluno } from './chamada-aluno';
import { BarraCorrecao, BarraEnviar, type Corrigir, corrigirFolha, enviarFolha } from './chamada-enviar';
import classes from './chamada-folha.module.css';
import { doServidor, type Rascunho } from './chamada-rascunho';

/** States in which the device's sheet is no longer edited: in the outbox, sent, or in conflict. */
const travada = (f: FolhaLocal) => f.finalizada || (f.estado !== 'rascunho' && f.estado !== 'erro');

/** "1 presente", "3 ausentes". */
const contar = (n: number, rotulo: string) => `${n} ${rotulo.toLowerCase()}${n === 1 ? '' : 's'}`;

const CampoObservacao = memo(function CampoObservacao({
  valor,
  finalizada,
  onMudar,
}: {
  valor: string;
  finalizada: boolean;
  onMudar: (observacao: string) => void;
}) {
  return (
    <Textarea
      label={MSG.observacao}
      size="md"
      rows={2}
      classNames={{ input: classes.observacao }}
      maxLength={2000}
      value={valor}
      readOnly={finalizada}
      onChange={(e) => onMudar(e.currentTarget.value)}
    />
  );
});

export function Folha({
  idTurma,
  data,
  linhas,
  versao,
  correcao,
  aparelho,
}: {
  idTurma: number;
  data: string;
  /** The sheet's lines (the device's, or the history's during a correction). */
  linhas: ChamadaLinha[];
  /** The device's sheet; absent during a correction. */
  aparelho?: NoAparelho;
  /** Changes with each answer from the server. */
  versao: string;
  /** An administrator correcting this Finalizada sheet: from its version `versao`; `onFim` ends it. */
  correcao?: { versao: number; onFim: () => void };
}) {
  const cabecalho = linhas[0]!;
  const idChamada = cabecalho.id_chamada;
  const finalizada = correcao ? true : aparelho ? travada(aparelho.folha) : cabecalho.status_c === 1;
  const somenteLeitura = finalizada && !correcao;
  const alunos = useMemo(() => linhas.filter((l) => l.id_aluno !== null), [linhas]);
  const aparelhoRef = useRef(aparelho);
  aparelhoRef.current = aparelho;

  const carregar = (): Rascunho =>
    aparelho && !correcao
      ? { marcas: aparelho.folha.marcas, observacao: aparelho.folha.observacao }
      : doServidor(linhas);
  const [estado, setEstado] = useState<Rascunho>(carregar);
  const atual = useRef(estado);
  // A new answer from the server replaces the local sheet in the same render (no stale frame).
  const [carregada, setCarregada] = useState(versao);
  if (carregada !== versao) {
    setCarregada(versao);
    const novo = carregar();
    atual.current = novo;
    setEstado(novo);
  }

  /**
   * Changes the local sheet and writes it to the device (not during a correction). `jaNaTela`:
   * rendered inside the event itself (flushSync), before the write is even started.
   */
  const mudar = useCallback(
    (fn: (s: Rascunho) => Rascunho, jaNaTela = false) => {
      if (somenteLeitura) return;
      const novo = fn(atual.current);
      atual.current = novo;
      if (jaNaTela) flushSync(() => setEstado(novo));
      else setEstado(novo);
      const a = aparelhoRef.current;
      if (a && !finalizada) void gravarRascunho(a.folha, novo).catch(() => undefined);
    },
    [somenteLeitura, finalizada],
  );

  // Rendered during the tap itself (one memoised row), so the mark shows in the very next frame.
  const alternar = useCallback(
    (idAluno: number) =>
      mudar((s) => ({ ...s, marcas: { ...s.marcas, [idAluno]: s.marcas[idAluno] === 1 ? 0 : 1 } }), true),
    [mudar],
  );
  const mudarObservacao = useCallback((observacao: string) => mudar((s) => ({ ...s, observacao })), [mudar]);

  const alunosRef = useRef(alunos);
  alunosRef.current = alunos;
  const enviarChamada = useCallback(async () => {
    const a = aparelhoRef.current;
    if (!a) return;
    await enviarFolha({
      aparelho: a.folha,
      alunos: alunosRef.current,
      folha: atual.current,
      recusa: a.recusa,
      aoEnviar: a.aoEnviar,
    });
  }, []);
  const versaoCorrigida = correcao?.versao ?? 0;
  const fimCorrecao = correcao?.onFim;
  const corrigirChamada = useCallback(
    async (corrigir: Corrigir) => {
      const acabou = await corrigirFolha(corrigir, {
        idChamada,
        versao: versaoCorrigida,
        alunos: alunosRef.current,
        folha: atual.current,
        original: doServidor(linhas),
      });
      if (acabou) fimCorrecao?.();
    },
    [idChamada, versaoCorrigida, fimCorrecao, linhas],
  );

  const presentes = alunos.reduce((n, a) => n + (estado.marcas[a.id_aluno!] === 1 ? 1 : 0), 0);

  return (
    <>
      {alunos.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {MSG.semAlunosNaTurma}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {contar(presentes, MSG.presente)} · {contar(alunos.length - presentes, MSG.ausente)}
          </Text>
          <Stack gap={8} role="group" aria-label={MSG.alunos} data-finalizada={somenteLeitura || undefined}>
            {alunos.map((a) => (
              <LinhaAluno
                key={a.id_aluno}
                idAluno={a.id_aluno!}
                nome={a.nome_pessoa ?? ''}
                presente={estado.marcas[a.id_aluno!] === 1}
                finalizada={somenteLeitura}
                onAlternar={alternar}
              />
            ))}
          </Stack>
        </>
      )}

      <CampoObservacao valor={estado.observacao} finalizada={somenteLeitura} onMudar={mudarObservacao} />

      {!finalizada && aparelho && <BarraEnviar onEnviar={enviarChamada} />}
      {correcao && (
        <BarraCorrecao idTurma={idTurma} data={data} onSalvar={corrigirChamada} onCancelar={correcao.onFim} />
      )}
    </>
  );
}
