// A select whose options come from a server-searched admin list
// (GET /api/adm/<lista>?q=): only a page of matches is ever loaded.
import { Select, type SelectProps, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type Lista, useLista } from '#client/features/adm/queries.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';

interface Props<T> extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'id'> {
  lista: Lista;
  id: (item: T) => number;
  rotulo: (item: T) => string;
  value: number | null;
  /** Label of the current value before any search (edit mode). */
  rotuloAtual?: string;
  onChange: (id: number | null, rotulo: string) => void;
}

export function BuscaSelect<T>({ lista, id, rotulo, value, rotuloAtual, onChange, ...rest }: Props<T>) {
  const [busca, setBusca] = useState(rotuloAtual ?? '');
  const [q] = useDebouncedValue(busca.trim(), 250);
  // The selected label is itself a search; show every match then.
  const dados = useLista<T>(lista, q === (rotuloAtual ?? '').trim() ? '' : q, undefined, 20);

  const opcoes = (dados.data?.items ?? []).map((item) => ({ value: String(id(item)), label: rotulo(item) }));
  if (value !== null && rotuloAtual && !opcoes.some((o) => o.value === String(value)))
    opcoes.unshift({ value: String(value), label: rotuloAtual });

  // No match is said under the field (and aloud), not as an empty list of options.
  const semResultado = q !== '' && !dados.isFetching && dados.data?.items.length === 0;

  return (
    <div>
      <Select
        {...rest}
        searchable
        clearable
        placeholder={MSG_ADM.digiteParaBuscar}
        data={opcoes}
        filter={({ options }) => options}
        value={value === null ? null : String(value)}
        searchValue={busca}
        onSearchChange={setBusca}
        onChange={(v, option) => onChange(v === null ? null : Number(v), option?.label ?? '')}
      />
      <div aria-live="polite">
        {semResultado && (
          <Text size="sm" c="dimmed" mt={4}>
            {MSG_ADM.nenhumRegistro}
          </Text>
        )}
      </div>
    </div>
  );
}
