// aulas/chamada/{idturma}: the attendance sheet of a class on a date (default:
// today in the club's time zone). One tap per student toggles present/absent;
// marks live on the device (and survive a reload) until the send succeeds.
// A tap re-renders only the student's own row (memoised rows, stable handlers,
// the sheet's state kept below the page) and writes the draft at idle time.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  CheckIcon,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSend } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useParams, useSearchParams } from 'react-router';
import { useChamada, useEnviarChamada, useHoje, useTurma } from '#client/features/aulas/queries.ts';
import { alerta } from '#client/ui/alerts.tsx';
import { MaskedInput } from '#client/ui/masked-input.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { brParaIso, isoParaBr } from '#shared/rules/datas.ts';
import type { ChamadaEnviarInput, ChamadaLinha } from '#shared/schemas/chamada.ts';
import classes from './chamada-page.module.css';

type Marcas = Record<number, 0 | 1>;
type Rascunho = { marcas: Marcas; observacao: string };

const chaveRascunho = (idChamada: number) => `estocada:chamada:${idChamada}`;

/**
 * Keeps the draft on the device without writing on every tap: the latest
 * state is written at idle time, and at once when the page is hidden or left.
 */
function useRascunho(idChamada: number, ativo: boolean) {
  const pendente = useRef<Rascunho | null>(null);
  const agendado = useRef<(() => void) | null>(null);

  const gravar = useCallback(() => {
    agendado.current?.();
    agendado.current = null;
    if (!pendente.current) return;
    localStorage.setItem(chaveRascunho(idChamada), JSON.stringify(pendente.current));
    pendente.current = null;
  }, [idChamada]);

  const agendar = useCallback(
    (r: Rascunho) => {
      pendente.current = r;
      if (agendado.current) return;
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(gravar, { timeout: 1000 });
        agendado.current = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(gravar, 200);
        agendado.current = () => clearTimeout(id);
      }
    },
    [gravar],
  );

  /** The send succeeded: nothing left to keep. */
  const descartar = useCallback(() => {
    agendado.current?.();
    agendado.current = null;
    pendente.current = null;
    localStorage.removeItem(chaveRascunho(idChamada));
  }, [idChamada]);

  useEffect(() => {
    if (!ativo) return;
    const aoEsconder = () => {
      if (document.visibilityState === 'hidden') gravar();
    };
    window.addEventListener('pagehide', gravar);
    document.addEventListener('visibilitychange', aoEsconder);
    return () => {
      window.removeEventListener('pagehide', gravar);
      document.removeEventListener('visibilitychange', aoEsconder);
      gravar();
    };
  }, [ativo, gravar]);

  return { agendar, gravar, descartar };
}

function lerRascunho(idChamada: number): Rascunho | null {
  try {
    const raw = localStorage.getItem(chaveRascunho(idChamada));
    return raw ? (JSON.parse(raw) as Rascunho) : null;
  } catch {
    return null;
  }
}

/** The sheet as the server has it; an unmarked student starts as present. */
function doServidor(linhas: ChamadaLinha[]): Rascunho {
  const marcas: Marcas = {};
  for (const l of linhas) if (l.id_aluno !== null) marcas[l.id_aluno] = l.presenca ?? 1;
  return { marcas, observacao: linhas[0]?.observacao ?? '' };
}

/** "1 presente", "3 ausentes". */
const contar = (n: number, rotulo: string) => `${n} ${rotulo.toLowerCase()}${n === 1 ? '' : 's'}`;

const somarDias = (iso: string, n: number) =>
  new Date(new Date(`${iso}T12:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** DD/MM/YYYY whatever the device's language, with one-tap steps to the previous/next week. */
function CampoData({ data, onChange }: { data: string | null; onChange: (iso: string) => void }) {
  const [texto, setTexto] = useState(data ? isoParaBr(data) : '');
  useEffect(() => {
    if (data) setTexto((t) => (brParaIso(t) === data ? t : isoParaBr(data)));
  }, [data]);
  const invalida = texto.length === 10 && brParaIso(texto) === null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <ActionIcon
        variant="default"
        size={42}
        aria-label={MSG.semanaAnterior}
        disabled={!data}
        onClick={() => data && onChange(somarDias(data, -7))}
      >
        <IconChevronLeft size={20} />
      </ActionIcon>
      <MaskedInput
        mascara="data"
        label={MSG.dataChamada}
        size="md"
        w={140}
        value={texto}
        error={invalida ? MSG.dataInvalida : undefined}
        onChange={(v) => {
          setTexto(v);
          const iso = brParaIso(v);
          if (iso) onChange(iso);
        }}
      />
      <ActionIcon
        variant="default"
        size={42}
        aria-label={MSG.proximaSemana}
        disabled={!data}
        onClick={() => data && onChange(somarDias(data, 7))}
      >
        <IconChevronRight size={20} />
      </ActionIcon>
    </Group>
  );
}

/**
 * One student's card: a plain checkbox button styled by chamada-page.module.css
 * (it looks like Mantine's Checkbox.Card), so a tap renders one light row.
 */
const LinhaAluno = memo(function LinhaAluno({
  idAluno,
  nome,
  presente,
  finalizada,
  onAlternar,
}: {
  idAluno: number;
  nome: string;
  presente: boolean;
  finalizada: boolean;
  onAlternar: (idAluno: number) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the whole card is the control, as in Mantine's Checkbox.Card
    <button
      type="button"
      role="checkbox"
      aria-checked={presente}
      aria-label={nome}
      disabled={finalizada}
      className={`mantine-focus-auto ${classes.card}`}
      data-marca={presente ? 'presente' : 'ausente'}
      onClick={() => onAlternar(idAluno)}
    >
      <span className={classes.nome}>
        <span className={classes.indicador} data-checked={presente || undefined}>
          <CheckIcon className={classes.check} />
        </span>
        <span className={classes.aluno}>{nome}</span>
      </span>
      <span className={classes.estado}>{presente ? MSG.presente : MSG.ausente}</span>
    </button>
  );
});

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

type Enviar = (input: ChamadaEnviarInput) => Promise<unknown>;

/** A send that answers within this shows no spinner (no flash on a quick answer). */
const SPINNER_APOS_MS = 300;

/**
 * The send button. It owns the request's state, so a send re-renders only this
 * bar; `onEnviar` gets the function that posts the sheet.
 */
const BarraEnviar = memo(function BarraEnviar({
  idTurma,
  data,
  onEnviar,
}: {
  idTurma: number;
  data: string;
  onEnviar: (enviar: Enviar) => Promise<void>;
}) {
  const { mutateAsync } = useEnviarChamada(idTurma, data);
  const [lento, setLento] = useState(false);
  const ocupado = useRef(false);

  async function clicar() {
    if (ocupado.current) return;
    ocupado.current = true;
    const timer = setTimeout(() => setLento(true), SPINNER_APOS_MS);
    const enviar: Enviar = (input) =>
      mutateAsync(input).finally(() => {
        clearTimeout(timer);
        setLento(false);
      });
    try {
      await onEnviar(enviar);
    } finally {
      clearTimeout(timer);
      ocupado.current = false;
    }
  }

  return (
    <Card
      withBorder
      shadow="md"
      padding="sm"
      radius={0}
      style={{ position: 'sticky', bottom: 0, zIndex: 5 }}
      mx="calc(var(--mantine-spacing-md) * -1)"
    >
      <Button size="lg" fullWidth leftSection={<IconSend size={20} />} onClick={clicar} loading={lento}>
        {MSG.enviarChamada}
      </Button>
    </Card>
  );
});

/** The marks, the note and the send: the part of the page a tap changes. */
function Folha({
  idTurma,
  data,
  linhas,
  versao,
}: {
  idTurma: number;
  data: string;
  linhas: ChamadaLinha[];
  versao: string;
}) {
  const cabecalho = linhas[0]!;
  const idChamada = cabecalho.id_chamada;
  const finalizada = cabecalho.status_c === 1;
  const alunos = useMemo(() => linhas.filter((l) => l.id_aluno !== null), [linhas]);
  const rascunho = useRascunho(idChamada, !finalizada);

  /** The server's sheet with the device's unsent marks over it. */
  const carregar = (): Rascunho => {
    const servidor = doServidor(linhas);
    const local = finalizada ? null : lerRascunho(idChamada);
    return local
      ? { marcas: { ...servidor.marcas, ...local.marcas }, observacao: local.observacao }
      : servidor;
  };
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
      if (finalizada) return;
      const novo = fn(atual.current);
      atual.current = novo;
      setEstado(novo);
      rascunho.agendar(novo);
    },
    [finalizada, rascunho.agendar],
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
    async (enviar: Enviar) => {
      const lista = alunosRef.current;
      if (lista.length === 0) {
        await alerta({ title: MSG.adicioneAluno, icon: 'warning' });
        return;
      }
      const s = atual.current;
      rascunho.gravar();
      try {
        await enviar({
          id_chamada: idChamada,
          status_c: 1,
          alunos: lista.map((a) => ({ id_aluno: a.id_aluno!, presenca: s.marcas[a.id_aluno!] ?? 1 })),
          observacao: s.observacao,
        });
      } catch {
        await alerta({ title: MSG.erro, text: MSG.erroEnviarChamada, icon: 'error' });
        return;
      }
      rascunho.descartar();
      await alerta({ title: MSG.chamadaRegistrada, icon: 'success' });
    },
    [idChamada, rascunho.gravar, rascunho.descartar],
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
          <Stack gap={8} role="group" aria-label={MSG.alunos} data-finalizada={finalizada || undefined}>
            {alunos.map((a) => (
              <LinhaAluno
                key={a.id_aluno}
                idAluno={a.id_aluno!}
                nome={a.nome_pessoa ?? ''}
                presente={estado.marcas[a.id_aluno!] === 1}
                finalizada={finalizada}
                onAlternar={alternar}
              />
            ))}
          </Stack>
        </>
      )}

      <CampoObservacao valor={estado.observacao} finalizada={finalizada} onMudar={mudarObservacao} />

      {!finalizada && <BarraEnviar idTurma={idTurma} data={data} onEnviar={enviarChamada} />}
    </>
  );
}

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

  const avisado = useRef<unknown>(null);
  useEffect(() => {
    if (chamada.isError && avisado.current !== chamada.error) {
      avisado.current = chamada.error;
      void alerta({ title: MSG.erro, text: MSG.erroBuscarChamada, icon: 'error' });
    }
  }, [chamada.isError, chamada.error]);

  const mudarData = useCallback((v: string) => setParams({ data: v }, { replace: true }), [setParams]);

  return (
    <Stack gap="md" maw={720} pb={finalizada ? 0 : 80}>
      <div>
        <Title order={2} size="h3">
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
        <Alert color="red" title={MSG.erro}>
          {MSG.erroBuscarChamada}
        </Alert>
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
