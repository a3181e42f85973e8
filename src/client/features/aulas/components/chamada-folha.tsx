// The attendance sheet: the marks, the note and the send — the part of the page
// a tap changes. The marks live in a store outside React's state (chamada-marcas.ts):
// a tap sets the tapped row's state and the count in the DOM inside the click, and React
// renders that row and the count after the frame, never the list; the change is kept
// synchronously (offline/diario.ts) and written to the device's store (offline/folhas.ts)
// once the page is idle.
// The first screenful of rows renders first, the rest and the note right after it has painted. A
// sheet waiting in the outbox, sent, or Finalizada is read-only, unless an
// administrator is correcting it (`correcao`): then it is editable again, not kept
// on the device, and saved as a correction. The day's trial classes (aulas
// experimentais) follow the students, marked the same way; they are not in the
// students' count, which says beside it how many trials there are.
import { Text } from '@mantine/core';
import {
  memo,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { chaveExperimental, type FolhaLocal } from '#client/offline/aparelho.ts';
import { gravarRascunho } from '#client/offline/folhas.ts';
import type { NoAparelho } from '#client/offline/use-chamada.ts';
import { aposPintura } from '#client/ui/apos-pintura.ts';
import { MSG_ENVIO } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';
import { LinhaAluno } from './chamada-aluno';
import campos from './chamada-campos.module.css';
import { BarraCorrecao, BarraEnviar, type Corrigir, corrigirFolha, enviarFolha } from './chamada-enviar';
import classes from './chamada-folha.module.css';
import { criarMarcas, type MarcasVivas, usePresentes } from './chamada-marcas';
import { doServidor, type Rascunho } from './chamada-rascunho';

/** States in which the device's sheet is no longer edited: in the outbox, sent, or in conflict. */
const travada = (f: FolhaLocal) => f.finalizada || (f.estado !== 'rascunho' && f.estado !== 'erro');

/** "1 presente", "3 ausentes". */
const contar = (n: number, rotulo: string) => `${n} ${rotulo.toLowerCase()}${n === 1 ? '' : 's'}`;

/** "29 presentes · 1 ausente": one text, so a tap and the render write the same node. */
const textoContagem = (presentes: number, total: number) =>
  `${contar(presentes, MSG.presente)} · ${contar(total - presentes, MSG.ausente)}`;

/** The count as its render writes it: set by a tap before React renders the count. */
function mostrarContagem(el: HTMLElement | null, presentes: number, total: number) {
  const texto = textoContagem(presentes, total);
  if (el && el.textContent !== texto) el.textContent = texto;
}

/** The note: a plain text area drawn as Mantine's Textarea (md) was (chamada-campos.module.css). */
const CampoObservacao = memo(function CampoObservacao({
  valor,
  finalizada,
  onMudar,
}: {
  valor: string;
  finalizada: boolean;
  onMudar: (observacao: string) => void;
}) {
  const id = useId();
  return (
    <div className={campos.campo}>
      <label className={campos.rotulo} htmlFor={id}>
        {MSG.observacao}
      </label>
      <textarea
        id={id}
        className={campos.observacao}
        rows={2}
        maxLength={2000}
        value={valor}
        readOnly={finalizada}
        onChange={(e) => onMudar(e.currentTarget.value)}
      />
    </div>
  );
});

/** The sheet's state as a send or a correction takes it. */
const rascunhoDe = (s: { marcas: MarcasVivas; observacao: string }): Rascunho => ({
  marcas: s.marcas.todas(),
  observacao: s.observacao,
});

/** The rows rendered before the first paint: a phone's screenful below the page's header. */
const PRIMEIRA_TELA = 12;

/**
 * The count of present and absent students, re-rendered by a tap, alone with the row; the
 * trials beside it, apart (they never enter the students' count nor the class's rates).
 */
const Contagem = memo(function Contagem({
  marcas,
  total,
  experimentais,
  texto,
}: {
  marcas: MarcasVivas;
  total: number;
  experimentais: number;
  /** The count's text, which a tap sets before React renders it. */
  texto: RefObject<HTMLParagraphElement | null>;
}) {
  const presentes = usePresentes(marcas);
  // A render writes its count again where a tap set another the render did not know of.
  useLayoutEffect(() => mostrarContagem(texto.current, presentes, total));
  return (
    <div className={classes.contagem}>
      <p aria-live="polite" className={classes.numeros} data-testid="contagem" ref={texto}>
        {textoContagem(presentes, total)}
      </p>
      {experimentais > 0 && <p data-testid="experimentais">{MSG_ENVIO.aulasExperimentais(experimentais)}</p>}
    </div>
  );
});

/** The longest the rest of the rows waits for the page to be idle after the first screenful. */
const RESTO_LIMITE_MS = 300;

/**
 * Every row once the first screenful has painted: the rest (and the note) is rendered once
 * that frame has painted and the page is idle (ui/apos-pintura.ts), so the sheet shows as
 * soon as the rows on screen are ready and the frames right after it are not held up.
 */
function useTodasAposPintura(total: number): number {
  const [todas, setTodas] = useState(total <= PRIMEIRA_TELA);
  useEffect(() => {
    if (todas) return;
    return aposPintura(() => startTransition(() => setTodas(true)), RESTO_LIMITE_MS);
  }, [todas]);
  return todas ? total : PRIMEIRA_TELA;
}

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
  const experimentais = useMemo(
    () => (correcao ? [] : linhas.filter((l) => l.id_experimental !== undefined)),
    [linhas, correcao],
  );
  const aparelhoRef = useRef(aparelho);
  aparelhoRef.current = aparelho;

  const carregar = (): Rascunho =>
    aparelho && !correcao
      ? { marcas: aparelho.folha.marcas, observacao: aparelho.folha.observacao }
      : doServidor(linhas);
  const nova = (r: Rascunho) =>
    criarMarcas(
      alunos.map((a) => a.id_aluno!),
      r.marcas,
    );
  const [inicial] = useState(carregar);
  const [marcas, setMarcas] = useState(() => nova(inicial));
  const [observacao, setObservacao] = useState(inicial.observacao);
  const atual = useRef({ marcas, observacao });
  // A new answer from the server replaces the local sheet in the same render (no stale frame).
  const [carregada, setCarregada] = useState(versao);
  if (carregada !== versao) {
    setCarregada(versao);
    const r = carregar();
    const m = nova(r);
    atual.current = { marcas: m, observacao: r.observacao };
    setMarcas(m);
    setObservacao(r.observacao);
  }

  /** Writes the sheet as it is now to the device (not during a correction). */
  const guardar = useCallback(() => {
    const a = aparelhoRef.current;
    if (!a || finalizada) return;
    const { marcas: m, observacao: o } = atual.current;
    void gravarRascunho(a.folha, { marcas: m.todas(), observacao: o }).catch(() => undefined);
  }, [finalizada]);

  // The tap's row shows its new mark (LinhaAluno) and the count its new total in the DOM,
  // in the click itself, so the very next frame shows them; React renders them after it.
  const textoContagemRef = useRef<HTMLParagraphElement>(null);
  const totalAlunos = alunos.length;
  const alternar = useCallback(
    (idAluno: number) => {
      if (somenteLeitura) return null;
      const m = atual.current.marcas;
      const agora = m.alternar(idAluno);
      mostrarContagem(textoContagemRef.current, m.presentes(), totalAlunos);
      guardar();
      return agora;
    },
    [somenteLeitura, guardar, totalAlunos],
  );
  const mudarObservacao = useCallback(
    (o: string) => {
      if (somenteLeitura) return;
      atual.current = { ...atual.current, observacao: o };
      setObservacao(o);
      guardar();
    },
    [somenteLeitura, guardar],
  );

  const alunosRef = useRef(alunos);
  alunosRef.current = alunos;
  const enviarChamada = useCallback(async () => {
    const a = aparelhoRef.current;
    if (!a) return;
    await enviarFolha({
      aparelho: a.folha,
      alunos: alunosRef.current,
      folha: rascunhoDe(atual.current),
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
        folha: rascunhoDe(atual.current),
        original: doServidor(linhas),
      });
      if (acabou) fimCorrecao?.();
    },
    [idChamada, versaoCorrigida, fimCorrecao, linhas],
  );

  const visiveis = useTodasAposPintura(alunos.length);

  return (
    <>
      {alunos.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {MSG.semAlunosNaTurma}
        </Text>
      ) : (
        <>
          <Contagem
            marcas={marcas}
            total={alunos.length}
            experimentais={experimentais.length}
            texto={textoContagemRef}
          />
          {/* biome-ignore lint/a11y/useSemanticElements: the rows are toggles named as one group; a fieldset would add a form's semantics */}
          <div
            className={classes.linhas}
            role="group"
            aria-label={MSG.alunos}
            data-finalizada={somenteLeitura || undefined}
          >
            {alunos.slice(0, visiveis).map((a, i) => (
              <LinhaAluno
                key={a.id_aluno}
                idAluno={a.id_aluno!}
                nome={a.nome_pessoa ?? ''}
                marcas={marcas}
                finalizada={somenteLeitura}
                onAlternar={alternar}
                adiante={i >= PRIMEIRA_TELA}
              />
            ))}
            {visiveis === alunos.length &&
              experimentais.map((x, j) => (
                <LinhaAluno
                  key={`x${x.id_experimental}`}
                  idAluno={chaveExperimental(x.id_experimental!)}
                  nome={x.nome_pessoa ?? ''}
                  marcas={marcas}
                  finalizada={somenteLeitura}
                  onAlternar={alternar}
                  experimental
                  adiante={alunos.length + j >= PRIMEIRA_TELA}
                />
              ))}
          </div>
        </>
      )}

      {/* Below the rows, off a phone's first screen: rendered with the rest of them. */}
      {visiveis === alunos.length && (
        <CampoObservacao valor={observacao} finalizada={somenteLeitura} onMudar={mudarObservacao} />
      )}

      {!finalizada && aparelho && <BarraEnviar onEnviar={enviarChamada} />}
      {correcao && (
        <BarraCorrecao idTurma={idTurma} data={data} onSalvar={corrigirChamada} onCancelar={correcao.onFim} />
      )}
    </>
  );
}
