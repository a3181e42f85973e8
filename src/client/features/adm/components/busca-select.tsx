// A select whose options come from a server-searched admin list
// (GET /api/adm/<lista>?q=): only a page of matches is ever loaded.
import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type Lista, useLista } from '#client/features/adm/queries.ts';
import { SelectBuscado } from '#client/ui/select-buscado.tsx';
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

  const semResultado = q !== '' && !dados.isFetching && dados.data?.items.length === 0;

  return (
    <SelectBuscado
      {...rest}
      placeholder={MSG_ADM.digiteParaBuscar}
      data={opcoes}
      value={value === null ? null : String(value)}
      searchValue={busca}
      onSearchChange={setBusca}
      onChange={(v, option) => onChange(v === null ? null : Number(v), option?.label ?? '')}
      semResultado={semResultado ? MSG_ADM.nenhumRegistro : undefined}
    />
  );
}
