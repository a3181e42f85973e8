// The attendance sheet: the marks, the note and the send — the part of the page
// a tap changes. A tap re-renders only the student's own row (memoised rows,
// stable handlers, the sheet's state kept below the page) and writes the draft
// at idle time (chamada-rascunho.ts). A Finalizada sheet is read-only, unless an
// administrator is correcting it (`correcao`): then it is editable again, without
// a draft, and saved as a correction.
import { Stack, Text, Textarea } from '@mantine/core';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { MSG } from '#shared/messages.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';
import { LinhaAluno } from './chamada-aluno';
import {
  BarraCorrecao,
  BarraEnviar,
  type Corrigir,
  corrigirFolha,
  type Enviar,
  enviarFolha,
} from './chamada-enviar';
import { folhaInicial, type Rascunho, useRascunho } from './chamada-rascunho';

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
      autosize
      minRows={2}
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
}: {
  idTurma: number;
  data: string;
  linhas: ChamadaLinha[];
  /** Changes with each answer from the server. */
  versao: string;
  /** An administrator correcting this Finalizada sheet: from its version `versao`; `onFim` ends it. */
  correcao?: { versao: number; onFim: () => void };
}) {
  const cabecalho = linhas[0]!;
  const idChamada = cabecalho.id_chamada;
  const finalizada = cabecalho.status_c === 1;
  const somenteLeitura = finalizada && !correcao;
  const alunos = useMemo(() => linhas.filter((l) => l.id_aluno !== null), [linhas]);
  const rascunho = useRascunho(idChamada, !finalizada);

  const carregar = () => folhaInicial(linhas, idChamada, finalizada);
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

  /** Changes the local sheet; the draft is kept on the device until the send succeeds. */
  const mudar = useCallback(
    (fn: (s: Rascunho) => Rascunho) => {
      if (somenteLeitura) return;
      const novo = fn(atual.current);
      atual.current = novo;
      setEstado(novo);
      if (!finalizada) rascunho.agendar(novo);
    },
    [somenteLeitura, finalizada, rascunho.agendar],
  );

  // Rendered during the tap itself (one memoised row), so the mark shows in the very next frame.
  const alternar = useCallback(
    (idAluno: number) =>
      flushSync(() =>
        mudar((s) => ({ ...s, marcas: { ...s.marcas, [idAluno]: s.marcas[idAluno] === 1 ? 0 : 1 } })),
      ),
    [mudar],
  );
  const mudarObservacao = useCallback((observacao: string) => mudar((s) => ({ ...s, observacao })), [mudar]);

  const alunosRef = useRef(alunos);
  alunosRef.current = alunos;
  const enviarChamada = useCallback(
    (enviar: Enviar) =>
      enviarFolha(enviar, {
        idChamada,
        alunos: alunosRef.current,
        folha: atual.current,
        rascunho: { gravar: rascunho.gravar, descartar: rascunho.descartar },
      }),
    [idChamada, rascunho.gravar, rascunho.descartar],
  );
  const versaoCorrigida = correcao?.versao ?? 0;
  const fimCorrecao = correcao?.onFim;
  const corrigirChamada = useCallback(
    async (corrigir: Corrigir) => {
      const acabou = await corrigirFolha(corrigir, {
        idChamada,
        versao: versaoCorrigida,
        alunos: alunosRef.current,
        folha: atual.current,
        original: folhaInicial(linhas, idChamada, true),
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

      {!finalizada && <BarraEnviar idTurma={idTurma} data={data} onEnviar={enviarChamada} />}
      {finalizada && correcao && (
        <BarraCorrecao idTurma={idTurma} data={data} onSalvar={corrigirChamada} onCancelar={correcao.onFim} />
      )}
    </>
  );
}
