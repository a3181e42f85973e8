// Address fields with the postal-code lookup: when the CEP is complete the
// server's GET /api/cep fills street, district, city and UF. Under the CEP a
// line (announced to screen readers) says the lookup is running, that it filled
// the address, or that it failed — an unknown CEP, or the server's own words when
// the lookup service is down — and the address fields stay editable throughout.
import { Grid, Loader, Select, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError } from '#client/api.ts';
import { useBuscarCep } from '#client/queries.ts';
import { MASCARAS } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { UFS } from '#shared/schemas/endereco.ts';
import { textoDoErro } from './errors';
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

interface Props {
  value: EnderecoForm;
  onChange: (next: EnderecoForm) => void;
  errors?: Partial<Record<keyof EnderecoForm, string>>;
  disabled?: boolean;
}

/** Where the lookup stands: nothing asked, running, filled, or failed with the text to show. */
type Busca =
  | { estado: 'nada' }
  | { estado: 'buscando' }
  | { estado: 'achou' }
  | { estado: 'falhou'; texto: string };

export function EnderecoFields({ value, onChange, errors = {}, disabled }: Props) {
  const set = (field: keyof EnderecoForm) => (v: string) => onChange({ ...value, [field]: v });
  const [busca, setBusca] = useState<Busca>({ estado: 'nada' });
  // The address as it is now (the lookup answers later) and the CEP the last lookup was for.
  const atual = useRef(value);
  atual.current = value;
  const pedido = useRef('');
  const buscarCep = useBuscarCep();

  async function onCep(masked: string) {
    onChange({ ...value, cep: masked });
    pedido.current = masked;
    if (masked.length !== MASCARAS.cep.max) {
      setBusca({ estado: 'nada' });
      return;
    }
    setBusca({ estado: 'buscando' });
    try {
      const info = await buscarCep(soDigitos(masked));
      if (pedido.current !== masked) return; // another CEP was typed meanwhile
      const agora = atual.current;
      onChange({
        ...agora,
        rua: info.rua || agora.rua,
        bairro: info.bairro || agora.bairro,
        cidade: info.cidade || agora.cidade,
        estado: info.estado || agora.estado,
      });
      setBusca({ estado: 'achou' });
    } catch (err) {
      console.warn(MSG.cepInvalido);
      if (pedido.current !== masked) return;
      const naoAchou = err instanceof ApiError && err.status === 404;
      setBusca({
        estado: 'falhou',
        texto: naoAchou ? MSG.cepNaoEncontrado : textoDoErro(err, MSG.cepIndisponivel),
      });
    }
  }

  const aviso =
    busca.estado === 'buscando' ? (
      MSG.cepBuscando
    ) : busca.estado === 'achou' ? (
      <>
        <IconCheck size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
        {MSG.cepEncontrado}
      </>
    ) : busca.estado === 'falhou' ? (
      <>
        <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
        {busca.texto}
      </>
    ) : (
      // Always there (an empty line until the first lookup): a live region that
      // exists before its text changes is announced, and the fields never jump.
      '\u00a0'
    );

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
          rightSection={busca.estado === 'buscando' ? <Loader size="xs" aria-hidden /> : undefined}
          description={aviso}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          descriptionProps={{ role: 'status', 'data-testid': 'cep-aviso' }}
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
