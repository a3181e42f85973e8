// The wizard's person steps: the student, the guardians (the second one
// optional) and the financial-guardian question (paying wizard).
import { Anchor, Radio, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PessoaForm, WizardForm } from '#client/features/matricula/form.ts';
import { paths } from '#client/paths.ts';
import type { Erros } from '#client/ui/errors.ts';
import { MSG } from '#shared/messages.ts';
import { PessoaFields } from './pessoa-fields';

export type CampoPessoa = 'aluno' | 'responsavel1' | 'responsavel2' | 'responsavel_financeiro';

export function PassoPessoa({
  campo,
  value,
  onChange,
  erros,
  alunoExistente = null,
}: {
  campo: CampoPessoa;
  value: PessoaForm;
  onChange: (v: PessoaForm) => void;
  erros: Erros;
  /** A student already enrolled with this CPF (told to administrators): a link to their profile. */
  alunoExistente?: number | null;
}) {
  const campos = (
    <PessoaFields
      aluno={campo === 'aluno'}
      required={campo !== 'responsavel2'}
      value={value}
      onChange={onChange}
      errors={erros}
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
}: {
  value: WizardForm['financeiro'];
  onChange: (v: WizardForm['financeiro']) => void;
}) {
  return (
    <Radio.Group
      label={MSG.perguntaFinanceiro}
      required
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
