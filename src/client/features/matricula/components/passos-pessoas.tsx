// The wizard's person steps: the student, the guardians (the second one
// optional) and the financial-guardian question (paying wizard).
import { Anchor, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { WizardForm } from '#client/features/matricula/form.ts';
import { paths } from '#client/paths.ts';
import type { ComCampos } from '#client/ui/form.ts';
import { PessoaFields } from '#client/ui/pessoa-fields.tsx';
import { MSG } from '#shared/messages/comum.ts';

export type CampoPessoa = 'aluno' | 'responsavel1' | 'responsavel2' | 'responsavel_financeiro';

export function PassoPessoa({
  form,
  campo,
  alunoExistente = null,
}: {
  /** The wizard's form; the person's fields are under `campo`. */
  form: ComCampos;
  campo: CampoPessoa;
  /** A student already enrolled with this CPF (told to administrators): a link to their profile. */
  alunoExistente?: number | null;
}) {
  const campos = (
    <PessoaFields
      form={form}
      caminho={campo}
      nascimento={campo === 'aluno'}
      mao={campo === 'aluno'}
      required={campo !== 'responsavel2'}
    />
  );
  if (campo === 'aluno' && alunoExistente !== null)
    return (
      <Stack gap="sm">
        {campos}
        <Anchor component={Link} to={paths.aluno(alunoExistente)}>
          {MSG.verAlunoExistente}
        </Anchor>
      </Stack>
    );
  if (campo !== 'responsavel2') return campos;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {MSG.responsavel2Opcional}
      </Text>
      {campos}
    </Stack>
  );
}

export function PassoFinanceiroPergunta({
  value,
  onChange,
  error,
}: {
  value: WizardForm['financeiro'];
  onChange: (v: WizardForm['financeiro']) => void;
  error?: ReactNode;
}) {
  return (
    <Radio.Group
      label={MSG.perguntaFinanceiro}
      required
      error={error}
      value={value}
      onChange={(v) => onChange(v as WizardForm['financeiro'])}
    >
      <Stack mt="sm" gap="sm">
        <Radio value="sim" label={MSG.financeiroSim} />
        <Radio value="nao" label={MSG.financeiroNao} />
      </Stack>
    </Radio.Group>
  );
}
