// The person fields of the student and guardian steps (spec §3, §5): masks,
// e-mail input, gender and (student only) dominant hand.
import { Grid, NativeSelect, TextInput } from '@mantine/core';
import type { PessoaForm } from '#client/features/matricula/form.ts';
import { MaskedInput } from '#client/ui/masked-input.tsx';
import { GENEROS, MAOS, ROTULO_GENERO, ROTULO_MAO } from '#shared/constants.ts';

interface Props {
  value: PessoaForm;
  onChange: (next: PessoaForm) => void;
  errors?: Partial<Record<keyof PessoaForm, string>>;
  /** Student step: birth date and dominant hand. */
  aluno?: boolean;
  /** Fields are required (the optional second guardian passes false). */
  required?: boolean;
}

const SELECIONE = { value: '', label: 'Selecione' };

export function PessoaFields({ value, onChange, errors = {}, aluno = false, required = true }: Props) {
  const set = (campo: keyof PessoaForm) => (v: string) => onChange({ ...value, [campo]: v });
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput
          label="Nome completo"
          required={required}
          autoComplete="off"
          maxLength={120}
          value={value.nome_pessoa}
          onChange={(e) => set('nome_pessoa')(e.currentTarget.value)}
          error={errors.nome_pessoa}
        />
      </Grid.Col>
      {aluno && (
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <MaskedInput
            mascara="data"
            label="Data de nascimento"
            placeholder="DD/MM/AAAA"
            required
            value={value.dt_nasc_pessoa}
            onChange={set('dt_nasc_pessoa')}
            error={errors.dt_nasc_pessoa}
          />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <MaskedInput
          mascara="cpf"
          label="CPF"
          placeholder="000.000.000-00"
          required={required}
          value={value.cpf_pessoa}
          onChange={set('cpf_pessoa')}
          error={errors.cpf_pessoa}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <MaskedInput
          mascara="rg"
          label="RG"
          placeholder="00.000.000-0"
          required={required}
          value={value.rg_pessoa}
          onChange={set('rg_pessoa')}
          error={errors.rg_pessoa}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <MaskedInput
          mascara="telefone"
          label="Telefone"
          placeholder="(00) 00000-0000"
          required={required}
          value={value.telefone_pessoa}
          onChange={set('telefone_pessoa')}
          error={errors.telefone_pessoa}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          type="email"
          label="E-mail"
          required={required}
          maxLength={254}
          value={value.email_pessoa}
          onChange={(e) => set('email_pessoa')(e.currentTarget.value)}
          error={errors.email_pessoa}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <NativeSelect
          label="Gênero"
          required={required}
          data={[SELECIONE, ...GENEROS.map((g) => ({ value: g, label: ROTULO_GENERO[g] }))]}
          value={value.genero}
          onChange={(e) => set('genero')(e.currentTarget.value)}
          error={errors.genero}
        />
      </Grid.Col>
      {aluno && (
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NativeSelect
            label="Mão dominante"
            required
            data={[SELECIONE, ...MAOS.map((m) => ({ value: m, label: ROTULO_MAO[m] }))]}
            value={value.destro_canhoto}
            onChange={(e) => set('destro_canhoto')(e.currentTarget.value)}
            error={errors.destro_canhoto}
          />
        </Grid.Col>
      )}
    </Grid>
  );
}
