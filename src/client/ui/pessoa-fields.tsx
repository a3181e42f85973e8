// A person's fields, the same in every form (the wizard's student and guardians,
// the teacher form): the masks, the e-mail input, gender and, where asked, the
// birth date and the dominant hand. Each field is labelled by its request
// field's pt-BR name and bound to the form by its path (`aluno.cpf_pessoa`),
// which is also where its error arrives, from the schema or from the server.
import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { CampoData } from '#client/ui/campo-data.tsx';
import { type ComCampos, campoDe } from '#client/ui/form.ts';
import { MaskedInput } from '#client/ui/masked-input.tsx';
import type { PessoaForm } from '#client/ui/pessoa-form.ts';
import { GENEROS, MAOS, MASCARAS, ROTULO_GENERO, ROTULO_MAO } from '#shared/constants.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { ROTULOS_CAMPOS } from '#shared/messages/campos.ts';

interface Props {
  /** The form the fields belong to (useFormulario's). */
  form: ComCampos;
  /** Where the person sits in the form's values ('aluno'); none when at the top. */
  caminho?: string;
  /** With the birth date (the student, a teacher). */
  nascimento?: boolean;
  /** With the dominant hand (the student). */
  mao?: boolean;
  /** Fields are required (the optional second guardian passes false). */
  required?: boolean;
}

const SELECIONE = { value: '', label: MSG_ADM.selecione };

export function PessoaFields({ form, caminho, nascimento = false, mao = false, required = true }: Props) {
  const campo = (nome: keyof PessoaForm) => ({
    ...campoDe(form, caminho ? `${caminho}.${nome}` : nome),
    label: ROTULOS_CAMPOS[nome],
  });
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput {...campo('nome_pessoa')} required={required} autoComplete="off" maxLength={120} />
      </Grid.Col>
      {nascimento && (
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <CampoData {...campo('dt_nasc_pessoa')} required />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <MaskedInput
          {...campo('cpf_pessoa')}
          mascara="cpf"
          placeholder={MASCARAS.cpf.mask}
          required={required}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <MaskedInput
          {...campo('rg_pessoa')}
          mascara="rg"
          placeholder={MASCARAS.rg.mask}
          required={required}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <MaskedInput
          {...campo('telefone_pessoa')}
          mascara="telefone"
          placeholder={MASCARAS.telefone.mask}
          required={required}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput {...campo('email_pessoa')} type="email" required={required} maxLength={254} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <NativeSelect
          {...campo('genero')}
          required={required}
          data={[SELECIONE, ...GENEROS.map((g) => ({ value: g, label: ROTULO_GENERO[g] }))]}
        />
      </Grid.Col>
      {mao && (
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NativeSelect
            {...campo('destro_canhoto')}
            required
            data={[SELECIONE, ...MAOS.map((m) => ({ value: m, label: ROTULO_MAO[m] }))]}
          />
        </Grid.Col>
      )}
    </Grid>
  );
}
