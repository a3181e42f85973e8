// /cadastro/turma and /editar_turma/{id_turma}: the class form. It relies on the browser's own form
// validity (docs/product/validation.md): required fields, a number of at least 1.
import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { useParams } from 'react-router';
import { BuscaSelect } from '#client/features/adm/components/busca-select.tsx';
import { FormAdm, SecaoForm, useFormAdm } from '#client/features/adm/components/form-adm.tsx';
import {
  type ProfessorItem,
  type UnidadeItem,
  useSalvarTurma,
  useTurmaEdicao,
} from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import type { Erros } from '#client/ui/errors.ts';
import { campoDe } from '#client/ui/form.ts';
import { MaskedInput } from '#client/ui/masked-input.tsx';
import { DIAS_SEMANA, ROTULO_DIA } from '#shared/constants.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_ESGRIMA, ROTULO_ARMA } from '#shared/messages/esgrima.ts';
import { ARMAS } from '#shared/rules/esgrima.ts';
import { type TurmaItem, turmaInput } from '#shared/schemas/turma.ts';

interface Form {
  nome_turma: string;
  qtd_maxima: string;
  id_professor: number | null;
  nome_professor: string;
  id_unidade: number | null;
  nome_unidade: string;
  dia_semana: string;
  horario: string;
  arma: string;
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
  arma: '',
};

/** A stored class as the form shows it. */
const doServidor = (t: TurmaItem): Form => ({
  nome_turma: t.nome_turma,
  qtd_maxima: String(t.qtd_maxima),
  id_professor: t.id_professor,
  nome_professor: t.nome_professor,
  id_unidade: t.id_unidade,
  nome_unidade: t.nome_unidade,
  dia_semana: t.dia_semana,
  horario: t.horario.slice(0, 5),
  arma: t.arma ?? '',
});

/** What the form sends: its keys are the server's field names. */
const corpo = (f: Form) => ({
  nome_turma: f.nome_turma,
  qtd_maxima: f.qtd_maxima,
  id_professor: f.id_professor,
  id_unidade: f.id_unidade,
  dia_semana: f.dia_semana,
  horario: f.horario,
  arma: f.arma,
});

/** Typed text that was never picked from the list is not a choice. */
function naoEscolhidos(f: Form): Erros {
  const faltando: Erros = {};
  if (f.id_professor === null) faltando.id_professor = MSG_ADM.selecioneProfessor;
  if (f.id_unidade === null) faltando.id_unidade = MSG_ADM.selecioneUnidade;
  return faltando;
}

export default function TurmaFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const { form, pagina } = useFormAdm({
    id,
    atual: useTurmaEdicao(id),
    salvar: useSalvarTurma(id),
    vazio,
    doServidor,
    corpo,
    schema: turmaInput,
    alem: naoEscolhidos,
    depois: paths.admTurmas,
  });
  const campo = (nome: keyof Form) => campoDe(form, nome);

  return (
    <FormAdm {...pagina} titulo={id === null ? MSG_ADM.cadastroTurmas : MSG_ADM.editarTurma} validacaoNativa>
      <SecaoForm>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              {...campo('nome_turma')}
              label={MSG_ADM.nomeTurma}
              name="nome_turma"
              required
              maxLength={120}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              {...campo('qtd_maxima')}
              label={MSG_ADM.qtdMaxima}
              name="qtd_maxima"
              type="number"
              required
              min={1}
              max={1000}
              step={1}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <BuscaSelect<ProfessorItem>
              label={MSG_ADM.professor}
              required
              lista="professores"
              id={(p) => p.id_professor}
              rotulo={(p) => p.nome_pessoa}
              value={form.values.id_professor}
              rotuloAtual={form.values.nome_professor}
              onChange={(v, rotulo) => form.setValues({ id_professor: v, nome_professor: rotulo })}
              error={form.errors.id_professor}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <BuscaSelect<UnidadeItem>
              label={MSG_ADM.unidade}
              required
              lista="unidades"
              id={(u) => u.id_unidade}
              rotulo={(u) => u.nome_unidade}
              value={form.values.id_unidade}
              rotuloAtual={form.values.nome_unidade}
              onChange={(v, rotulo) => form.setValues({ id_unidade: v, nome_unidade: rotulo })}
              error={form.errors.id_unidade}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              {...campo('dia_semana')}
              label={MSG_ADM.diaSemana}
              name="dia_semana"
              required
              data={[
                { value: '', label: MSG_ADM.selecione },
                ...DIAS_SEMANA.map((d) => ({ value: d, label: ROTULO_DIA[d] })),
              ]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {/* Typed as 24-hour HH:MM: a browser's time field follows its own locale (08:00 AM). */}
            <MaskedInput
              {...campo('horario')}
              mascara="hora"
              label={MSG_ADM.horario}
              name="horario"
              placeholder="hh:mm"
              autoComplete="off"
              required
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              {...campo('arma')}
              label={MSG_ESGRIMA.arma}
              name="arma"
              data={[
                { value: '', label: MSG_ESGRIMA.semArma },
                ...ARMAS.map((a) => ({ value: a, label: ROTULO_ARMA[a] })),
              ]}
            />
          </Grid.Col>
        </Grid>
      </SecaoForm>
    </FormAdm>
  );
}
