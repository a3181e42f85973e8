// The filter of a searchable Select whose options are all in the browser: what is
// typed matches the labels with accents and case ignored (#shared/rules/busca.ts),
// as the server's searches do. Groups keep the options that match; `limit` holds.
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { contemSemAcento } from '#shared/rules/busca.ts';

export const filtroSemAcento: OptionsFilter = ({ options, search, limit }) => {
  const saida: ComboboxParsedItem[] = [];
  let restam = limit;
  for (const o of options) {
    if (restam <= 0) break;
    if ('group' in o) {
      const items = o.items.filter((i: ComboboxItem) => contemSemAcento(i.label, search)).slice(0, restam);
      if (items.length > 0) saida.push({ ...o, items });
      restam -= items.length;
    } else if (contemSemAcento(o.label, search)) {
      saida.push(o);
      restam--;
    }
  }
  return saida;
};
