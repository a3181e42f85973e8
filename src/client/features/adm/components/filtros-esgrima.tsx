// The student list's category and weapon filters: two selects that put `categoria=` and
// `arma=` in the list's address beside its other filters (the server filters and pages).
import { Group, NativeSelect } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '#client/paths.ts';
import { useCategorias } from '#client/queries.ts';
import { MSG_ESGRIMA, ROTULO_ARMA } from '#shared/messages/esgrima.ts';
import { ARMAS } from '#shared/rules/esgrima.ts';

export function FiltrosEsgrima({ filtros }: { filtros: Record<string, string> }) {
  const navigate = useNavigate();
  const categorias = useCategorias().data?.categorias ?? [];
  const trocar = (chave: 'categoria' | 'arma', valor: string) => {
    const f = Object.fromEntries(Object.entries(filtros).filter(([k]) => k !== chave));
    if (valor) f[chave] = valor;
    void navigate(Object.keys(f).length > 0 ? paths.admAlunosFiltro(f) : paths.admAlunos);
  };
  const categoria = filtros.categoria ?? '';
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <NativeSelect
        label={MSG_ESGRIMA.categoria}
        value={categoria}
        onChange={(e) => trocar('categoria', e.currentTarget.value)}
        data={[
          { value: '', label: MSG_ESGRIMA.todasCategorias },
          // A category of the address the table no longer has stays choosable (it lists no one).
          ...(categoria && !categorias.some((c) => c.nome === categoria) ? [categoria] : []),
          ...categorias.map((c) => c.nome),
        ]}
        w={{ base: '100%', xs: 200 }}
      />
      <NativeSelect
        label={MSG_ESGRIMA.arma}
        value={filtros.arma ?? ''}
        onChange={(e) => trocar('arma', e.currentTarget.value)}
        data={[
          { value: '', label: MSG_ESGRIMA.todasArmas },
          ...ARMAS.map((a) => ({ value: a, label: ROTULO_ARMA[a] })),
        ]}
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
