// /cadastro/turma and /editar_turma/{id_turma}: the class form. It relies on the
// browser's own form validity (spec §5): required fields, a number of at least 1.
import { Button, Grid, Loader, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BuscaSelect } from '#client/features/adm/components/busca-select.tsx';
import { salvarComAviso } from '#client/features/adm/components/form-utils.ts';
import {
  type ProfessorItem,
  type UnidadeItem,
  useSalvarTurma,
  useTurma,
} from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { type Erros, errosDoZod } from '#client/ui/errors.ts';
import { focarPrimeiroErro } from '#client/ui/foco-erro.ts';
import { DIAS_SEMANA, ROTULO_DIA } from '#shared/constants.ts';
import { MSG, MSG_ADM } from '#shared/messages.ts';
import { turmaInput } from '#shared/schemas/turma.ts';

interface Form {
  nome_turma: string;
  qtd_maxima: string;
  id_professor: number | null;
  nome_professor: string;
  id_unidade: number | null;
  nome_unidade: string;
  dia_semana: string;
  horario: string;
}

const vazio: Form = {
  nome_turma: '',
  qtd_maxima: '',
  id_professor: null,
  nome_professor: '',
  id_unidade: null,
  nome_unidade: '',
  dia_semana: '',
  horario: '',
};

export default function TurmaFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const navigate = useNavigate();
  const atual = useTurma(id);
  const salvar = useSalvarTurma(id);
  const [form, setForm] = useState<Form | null>(id === null ? vazio : null);
  const [erros, setErros] = useState<Erros>({});

  useEffect(() => {
    const t = atual.data;
    if (!t) return;
    setForm({
      nome_turma: t.nome_turma,
      qtd_maxima: String(t.qtd_maxima),
      id_professor: t.id_professor,
      nome_professor: t.nome_professor,
      id_unidade: t.id_unidade,
      nome_unidade: t.nome_unidade,
      dia_semana: t.dia_semana,
      horario: t.horario,
    });
  }, [atual.data]);

  if (id !== null && atual.isError) return <ErrorAlert error={atual.error} maw={720} />;
  if (!form) return <Loader aria-label={MSG_ADM.carregandoDados} />;

  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formulario = e.currentTarget;
    if (!form) return;
    // Typed text that was never picked from the list is not a choice.
    const faltando: Erros = {};
    if (form.id_professor === null) faltando.id_professor = MSG_ADM.selecioneProfessor;
    if (form.id_unidade === null) faltando.id_unidade = MSG_ADM.selecioneUnidade;
    const check = turmaInput.safeParse({
      nome_turma: form.nome_turma,
      qtd_maxima: form.qtd_maxima,
      id_professor: form.id_professor,
      id_unidade: form.id_unidade,
      dia_semana: form.dia_semana,
      horario: form.horario,
    });
    if (!check.success || Object.keys(faltando).length) {
      setErros({ ...(check.success ? {} : errosDoZod(check.error)), ...faltando });
      focarPrimeiroErro(formulario);
      return;
    }
    await salvarComAviso(salvar.mutateAsync, check.data, setErros, () => navigate(paths.admTurmas));
  }

  return (
    <Stack maw={820}>
      <Title order={1} size="h2">
        {id === null ? MSG_ADM.cadastroTurmas : MSG_ADM.editarTurma}
      </Title>
      <form onSubmit={onSubmit}>
        <Stack>
          <Paper withBorder p="md" radius="md">
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label={MSG_ADM.nomeTurma}
                  name="nome_turma"
                  required
                  maxLength={120}
                  value={form.nome_turma}
                  onChange={(e) => set({ nome_turma: e.currentTarget.value })}
                  error={erros.nome_turma}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={MSG_ADM.qtdMaxima}
                  name="qtd_maxima"
                  type="number"
                  required
                  min={1}
                  max={1000}
                  step={1}
                  value={form.qtd_maxima}
                  onChange={(e) => set({ qtd_maxima: e.currentTarget.value })}
                  error={erros.qtd_maxima}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <BuscaSelect<ProfessorItem>
                  label={MSG_ADM.professor}
                  required
                  lista="professores"
                  id={(p) => p.id_professor}
                  rotulo={(p) => p.nome_pessoa}
                  value={form.id_professor}
                  rotuloAtual={form.nome_professor}
                  onChange={(v, rotulo) => set({ id_professor: v, nome_professor: rotulo })}
                  error={erros.id_professor}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <BuscaSelect<UnidadeItem>
                  label={MSG_ADM.unidade}
                  required
                  lista="unidades"
                  id={(u) => u.id_unidade}
                  rotulo={(u) => u.nome_unidade}
                  value={form.id_unidade}
                  rotuloAtual={form.nome_unidade}
                  onChange={(v, rotulo) => set({ id_unidade: v, nome_unidade: rotulo })}
                  error={erros.id_unidade}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <NativeSelect
                  label={MSG_ADM.diaSemana}
                  name="dia_semana"
                  required
                  value={form.dia_semana}
                  onChange={(e) => set({ dia_semana: e.currentTarget.value })}
                  data={[
                    { value: '', label: MSG_ADM.selecione },
                    ...DIAS_SEMANA.map((d) => ({ value: d, label: ROTULO_DIA[d] })),
                  ]}
                  error={erros.dia_semana}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={MSG_ADM.horario}
                  name="horario"
                  type="time"
                  required
                  value={form.horario}
                  onChange={(e) => set({ horario: e.currentTarget.value })}
                  error={erros.horario}
                />
              </Grid.Col>
            </Grid>
          </Paper>
          <Button type="submit" size="md" loading={salvar.isPending} style={{ alignSelf: 'flex-start' }}>
            {id === null ? MSG.cadastrar : MSG.editar}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
