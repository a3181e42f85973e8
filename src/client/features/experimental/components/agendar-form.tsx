// The booking form of /experimental: the person (name, birth date, e-mail, phone), a
// guardian when the birth date makes them a minor on the club's today, the class and the
// meeting, and the consent to be contacted. No CPF and no address are asked. Checked by
// the route's own schema; what the server refuses is marked beside its field.
import { Button, Checkbox, Grid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useAgendarExperimental } from '#client/features/experimental/queries.ts';
import { CampoData } from '#client/ui/campo-data.tsx';
import { type ComCampos, campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MaskedInput } from '#client/ui/masked-input.tsx';
import { MASCARAS } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_EXPERIMENTAL as E } from '#shared/messages/experimental.ts';
import { MSG_EXP_TELAS as M } from '#shared/messages/experimental-telas.ts';
import { idade } from '#shared/rules/datas.ts';
import {
  type ExperimentalInput,
  experimentalInput,
  type TurmaExperimental,
} from '#shared/schemas/experimental.ts';
import { EscolhaAula } from './escolha-aula';

/** What the form holds: the request's fields as typed, the class as the radio's text. */
interface AgendarValores {
  nome: string;
  dt_nasc: string;
  email: string;
  telefone: string;
  responsavel: { nome: string; email: string; telefone: string };
  id_turma: string;
  data: string;
  consentimento_contato: boolean;
}

const VAZIO: AgendarValores = {
  nome: '',
  dt_nasc: '',
  email: '',
  telefone: '',
  responsavel: { nome: '', email: '', telefone: '' },
  id_turma: '',
  data: '',
  consentimento_contato: false,
};

/** A birth date that makes a minor on the club's today (none while the date is not complete). */
function ehMenor(dtNasc: string, hoje: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(dtNasc) && idade(dtNasc, hoje) < 18;
}

/** The request the form sends: a guardian only for a minor. */
function corpo(v: AgendarValores, menor: boolean): ExperimentalInput {
  return {
    nome: v.nome,
    dt_nasc: v.dt_nasc,
    email: v.email,
    telefone: v.telefone,
    responsavel: menor ? v.responsavel : null,
    id_turma: Number(v.id_turma),
    data: v.data,
    consentimento_contato: v.consentimento_contato as true,
  };
}

/** A choice left empty, said as a choice (the schema would call it an invalid value). */
function alem(v: AgendarValores): FormErrors {
  return {
    ...(v.id_turma === '' ? { id_turma: M.turmaObrigatoria } : {}),
    ...(v.id_turma !== '' && v.data === '' ? { data: M.dataObrigatoria } : {}),
  };
}

export interface Agendada {
  turma: TurmaExperimental;
  data: string;
}

export function AgendarForm({
  turmas,
  hoje,
  onAgendada,
}: {
  turmas: TurmaExperimental[];
  hoje: string;
  onAgendada: (a: Agendada) => void;
}) {
  const agendar = useAgendarExperimental();
  const form = useFormulario<AgendarValores>({
    initialValues: VAZIO,
    validate: checarCom(experimentalInput, (v: AgendarValores) => corpo(v, ehMenor(v.dt_nasc, hoje)), alem),
  });
  const menor = ehMenor(form.values.dt_nasc, hoje);
  const onSubmit = enviarFormulario(form, {
    salvar: (v) => agendar.mutateAsync(corpo(v, ehMenor(v.dt_nasc, hoje))),
    depois: () => {
      const v = form.getValues();
      const turma = turmas.find((t) => String(t.id_turma) === v.id_turma);
      if (turma) onAgendada({ turma, data: v.data });
    },
    padrao: MSG.erroInterno,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Text>{M.introPublico}</Text>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {M.seusDados}
          </Title>
          <Contato form={form} prefixo="" nascimento />
        </Stack>
        {menor && (
          <Stack gap="sm" data-testid="responsavel-experimental">
            <Title order={2} size="h4">
              {M.dadosResponsavel}
            </Title>
            <Text size="sm" c="gray.7">
              {M.responsavelPorque}
            </Text>
            <Contato form={form} prefixo="responsavel." />
          </Stack>
        )}
        <EscolhaAula
          turmas={turmas}
          idTurma={form.values.id_turma}
          data={form.values.data}
          onTurma={(id) => form.setValues({ id_turma: id, data: '' })}
          onData={(data) => form.setFieldValue('data', data)}
          erroTurma={form.errors.id_turma}
          erroData={form.errors.data}
        />
        <Checkbox
          {...form.getInputProps('consentimento_contato', { type: 'checkbox' })}
          label={E.consentimento}
          description={M.contatoFinalidade}
          required
          // The box shows its error by style alone: the focus after a refused check looks for aria-invalid.
          aria-invalid={form.errors.consentimento_contato ? true : undefined}
        />
        <Button type="submit" loading={agendar.isPending} size="md">
          {M.agendar}
        </Button>
      </Stack>
    </form>
  );
}

/** A person's contact fields (the person's own with the birth date; the guardian's). */
function Contato({ form, prefixo, nascimento }: { form: ComCampos; prefixo: string; nascimento?: boolean }) {
  const guardiao = prefixo !== '';
  const campo = (nome: string) => campoDe(form, `${prefixo}${nome}`);
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput
          {...campo('nome')}
          label={guardiao ? E.nomeResponsavel : E.nome}
          required
          autoComplete={guardiao ? 'off' : 'name'}
          maxLength={120}
        />
      </Grid.Col>
      {nascimento && (
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <CampoData {...campo('dt_nasc')} label={E.dtNasc} required />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <MaskedInput
          {...campo('telefone')}
          mascara="telefone"
          placeholder={MASCARAS.telefone.mask}
          label={guardiao ? E.telefoneResponsavel : E.telefone}
          autoComplete={guardiao ? 'off' : 'tel-national'}
          required
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          {...campo('email')}
          type="email"
          label={guardiao ? E.emailResponsavel : E.email}
          autoComplete={guardiao ? 'off' : 'email'}
          required
          maxLength={254}
        />
      </Grid.Col>
    </Grid>
  );
}
