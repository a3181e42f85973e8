// Address fields with the postal-code lookup: when the CEP is complete the
// server's GET /api/cep fills street, district, city and UF.
import { Grid, Select, TextInput } from '@mantine/core';
import { api } from '#client/api.ts';
import { MASCARAS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { UFS } from '#shared/schemas/endereco.ts';
import { MaskedInput, soDigitos } from './masked-input';

export type EnderecoForm = {
  cep: string;
  estado: string;
  cidade: string;
  bairro: string;
  rua: string;
  numero: string;
};
export const enderecoVazio: EnderecoForm = {
  cep: '',
  estado: '',
  cidade: '',
  bairro: '',
  rua: '',
  numero: '',
};

type CepInfo = { cep: string; rua: string; bairro: string; cidade: string; estado: string };

interface Props {
  value: EnderecoForm;
  onChange: (next: EnderecoForm) => void;
  errors?: Partial<Record<keyof EnderecoForm, string>>;
  disabled?: boolean;
}

export function EnderecoFields({ value, onChange, errors = {}, disabled }: Props) {
  const set = (field: keyof EnderecoForm) => (v: string) => onChange({ ...value, [field]: v });

  async function onCep(masked: string) {
    const next = { ...value, cep: masked };
    onChange(next);
    if (masked.length !== MASCARAS.cep.max) return;
    try {
      const info = await api<CepInfo>('GET', `/api/cep/${soDigitos(masked)}`);
      onChange({
        ...next,
        rua: info.rua || next.rua,
        bairro: info.bairro || next.bairro,
        cidade: info.cidade || next.cidade,
        estado: info.estado || next.estado,
      });
    } catch {
      console.warn(MSG.cepInvalido);
    }
  }

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <MaskedInput
          mascara="cep"
          label="CEP"
          required
          value={value.cep}
          onChange={onCep}
          error={errors.cep}
          disabled={disabled}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <Select
          label="UF"
          required
          searchable
          data={[...UFS]}
          value={value.estado || null}
          onChange={(v) => set('estado')(v ?? '')}
          error={errors.estado}
          disabled={disabled}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Cidade"
          required
          value={value.cidade}
          onChange={(e) => set('cidade')(e.currentTarget.value)}
          error={errors.cidade}
          disabled={disabled}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          label="Bairro"
          required
          value={value.bairro}
          onChange={(e) => set('bairro')(e.currentTarget.value)}
          error={errors.bairro}
          disabled={disabled}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 8, sm: 5 }}>
        <TextInput
          label="Rua"
          required
          value={value.rua}
          onChange={(e) => set('rua')(e.currentTarget.value)}
          error={errors.rua}
          disabled={disabled}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 2 }}>
        <TextInput
          label="Número"
          required
          inputMode="numeric"
          value={value.numero}
          onChange={(e) => set('numero')(e.currentTarget.value)}
          error={errors.numero}
          disabled={disabled}
        />
      </Grid.Col>
    </Grid>
  );
}
