// aulas/chamada/{idturma}: the attendance sheet of a class on a date (default:
// today in the club's time zone). One tap per student toggles present/absent;
// marks live on the device (and survive a reload) until the send succeeds.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ROTULO_DIA } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { brParaIso, isoParaBr } from '../../../../shared/rules/datas';
import type { ChamadaLinha } from '../../../../shared/schemas/chamada';
import { alerta } from '../../../ui/alerts';
import { MaskedInput } from '../../../ui/masked-input';
import { useChamada, useEnviarChamada, useHoje, useTurma } from '../queries';

type Marcas = Record<number, 0 | 1>;
type Rascunho = { marcas: Marcas; observacao: string };

const chaveRascunho = (idChamada: number) => `estocada:chamada:${idChamada}`;

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

export default function ChamadaPage() {
  const idTurma = Number(useParams().idturma);
  const [params, setParams] = useSearchParams();
  const hoje = useHoje();
  // The club's day from the server; the device's own date only if that call failed.
  const data =
    params.get('data') ?? hoje.data?.hoje ?? (hoje.isError ? new Date().toLocaleDateString('en-CA') : null);
  const turma = useTurma(idTurma);
  const chamada = useChamada(idTurma, data);
  const enviar = useEnviarChamada(idTurma, data ?? '');

  const linhas = chamada.data ?? [];
  const cabecalho = linhas[0];
  const alunos = linhas.filter((l) => l.id_aluno !== null);
  const finalizada = cabecalho?.status_c === 1;
  const [estado, setEstado] = useState<Rascunho>({ marcas: {}, observacao: '' });

  // Load the sheet into local state whenever the server's version changes.
  const versao = chamada.data ? `${cabecalho?.id_chamada}:${chamada.dataUpdatedAt}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when a new server answer arrives
  useEffect(() => {
    if (!chamada.data || !cabecalho) return;
    const servidor = doServidor(chamada.data);
    const rascunho = finalizada ? null : lerRascunho(cabecalho.id_chamada);
    setEstado(
      rascunho
        ? { marcas: { ...servidor.marcas, ...rascunho.marcas }, observacao: rascunho.observacao }
        : servidor,
    );
  }, [versao]);

  const avisado = useRef<unknown>(null);
  useEffect(() => {
    if (chamada.isError && avisado.current !== chamada.error) {
      avisado.current = chamada.error;
      void alerta({ title: MSG.erro, text: MSG.erroBuscarChamada, icon: 'error' });
    }
  }, [chamada.isError, chamada.error]);

  const presentes = useMemo(
    () => alunos.filter((a) => estado.marcas[a.id_aluno!] === 1).length,
    [alunos, estado.marcas],
  );

  /** Changes the local sheet and keeps it on the device until the send succeeds. */
  function mudar(fn: (s: Rascunho) => Rascunho) {
    if (finalizada || !cabecalho) return;
    const chave = chaveRascunho(cabecalho.id_chamada);
    setEstado((s) => {
      const novo = fn(s);
      localStorage.setItem(chave, JSON.stringify(novo));
      return novo;
    });
  }

  const alternar = (idAluno: number) =>
    mudar((s) => ({ ...s, marcas: { ...s.marcas, [idAluno]: s.marcas[idAluno] === 1 ? 0 : 1 } }));

  async function enviarChamada() {
    if (!cabecalho) return;
    if (alunos.length === 0) {
      await alerta({ title: MSG.adicioneAluno, icon: 'warning' });
      return;
    }
    try {
      await enviar.mutateAsync({
        id_chamada: cabecalho.id_chamada,
        status_c: 1,
        alunos: alunos.map((a) => ({ id_aluno: a.id_aluno!, presenca: estado.marcas[a.id_aluno!] ?? 1 })),
        observacao: estado.observacao,
      });
      localStorage.removeItem(chaveRascunho(cabecalho.id_chamada));
      await alerta({ title: MSG.chamadaRegistrada, icon: 'success' });
    } catch {
      await alerta({ title: MSG.erro, text: MSG.erroEnviarChamada, icon: 'error' });
    }
  }

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
        <CampoData data={data} onChange={(v) => setParams({ data: v }, { replace: true })} />
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
      ) : alunos.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {MSG.semAlunosNaTurma}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {contar(presentes, MSG.presente)} · {contar(alunos.length - presentes, MSG.ausente)}
          </Text>
          <Stack gap={8} role="group" aria-label={MSG.alunos}>
            {alunos.map((a) => {
              const presente = estado.marcas[a.id_aluno!] === 1;
              return (
                <Checkbox.Card
                  key={a.id_aluno}
                  checked={presente}
                  onChange={() => alternar(a.id_aluno!)}
                  disabled={finalizada}
                  aria-label={a.nome_pessoa ?? ''}
                  radius="md"
                  p="sm"
                  style={{
                    minHeight: 56,
                    background: presente ? 'var(--mantine-color-teal-0)' : 'var(--mantine-color-red-0)',
                    borderColor: presente ? 'var(--mantine-color-teal-4)' : 'var(--mantine-color-red-4)',
                    cursor: finalizada ? 'default' : 'pointer',
                  }}
                >
                  <Group wrap="nowrap" justify="space-between">
                    <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
                      <Checkbox.Indicator color="teal" size="md" disabled={finalizada} />
                      <Text fw={500} truncate>
                        {a.nome_pessoa}
                      </Text>
                    </Group>
                    <Text fw={700} size="sm" c={presente ? 'teal.8' : 'red.8'} style={{ flexShrink: 0 }}>
                      {presente ? MSG.presente : MSG.ausente}
                    </Text>
                  </Group>
                </Checkbox.Card>
              );
            })}
          </Stack>
        </>
      )}

      {cabecalho && (
        <Textarea
          label={MSG.observacao}
          size="md"
          autosize
          minRows={2}
          maxLength={2000}
          value={estado.observacao}
          readOnly={finalizada}
          onChange={(e) => {
            const observacao = e.currentTarget.value;
            mudar((s) => ({ ...s, observacao }));
          }}
        />
      )}

      {cabecalho && !finalizada && (
        <Card
          withBorder
          shadow="md"
          padding="sm"
          radius={0}
          style={{ position: 'sticky', bottom: 0, zIndex: 5 }}
          mx="calc(var(--mantine-spacing-md) * -1)"
        >
          <Button
            size="lg"
            fullWidth
            leftSection={<IconSend size={20} />}
            onClick={enviarChamada}
            loading={enviar.isPending}
          >
            {MSG.enviarChamada}
          </Button>
        </Card>
      )}
    </Stack>
  );
}
