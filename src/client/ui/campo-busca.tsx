// The search field of a list searched on the server: what is typed, and the search sent
// (trimmed, once typing pauses).
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** What the field shows, its setter, and the search to send (`q`). */
export function useBusca(inicial = '') {
  const [busca, setBusca] = useState(inicial);
  const [q] = useDebouncedValue(busca.trim(), 300);
  return { busca, setBusca, q };
}

export function CampoBusca({
  label,
  value,
  onChange,
  maw,
}: {
  label: string;
  value: string;
  onChange: (texto: string) => void;
  maw?: number;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      maw={maw}
    />
  );
}
