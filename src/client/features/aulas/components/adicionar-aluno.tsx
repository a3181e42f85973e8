// Administrators: search every student on the server and add one to this class.
import { Button, Card, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdicionarAluno, useBuscaAlunos } from '#client/features/aulas/queries.ts';
import { alerta, alertaErro } from '#client/ui/alerts.tsx';
import { MSG } from '#shared/messages/comum.ts';

export function AdicionarAluno({ idTurma }: { idTurma: number }) {
  const [busca, setBusca] = useState('');
  const [escolhido, setEscolhido] = useState<string | null>(null);
  const [termo] = useDebouncedValue(busca.trim(), 250);
  const [aberto, setAberto] = useState(false);
  const resultados = useBuscaAlunos(termo, idTurma, aberto || termo !== '');
  const adicionar = useAdicionarAluno(idTurma);

  const data = (resultados.data ?? []).map((a) => ({ value: String(a.id_aluno), label: a.nome_aluno }));
  // Said under the field (and aloud), not as an empty list of options.
  const semResultado = termo !== '' && !resultados.isFetching && resultados.data?.length === 0;
  // Keep the chosen student among the options while a new search runs.
  if (escolhido && !data.some((d) => d.value === escolhido)) data.unshift({ value: escolhido, label: busca });

  async function enviar() {
    if (!escolhido) {
      await alerta({ title: MSG.adicioneAluno, icon: 'warning' });
      return;
    }
    try {
      await adicionar.mutateAsync(Number(escolhido));
      setEscolhido(null);
      setBusca('');
      await alerta({ title: MSG.alunoAdicionado, icon: 'success' });
    } catch (e) {
      await alertaErro(e, MSG.erroInterno);
    }
  }

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {MSG.adicionarAluno}
        </Title>
        <div>
          <Select
            label={MSG.buscarAluno}
            placeholder={MSG.digiteNomeAluno}
            size="md"
            searchable
            clearable
            searchValue={busca}
            onSearchChange={setBusca}
            value={escolhido}
            onChange={setEscolhido}
            onDropdownOpen={() => setAberto(true)}
            data={data}
            // The server already filtered; show its answer as is.
            filter={({ options }) => options}
            comboboxProps={{ withinPortal: true }}
          />
          <div aria-live="polite">
            {semResultado && (
              <Text size="sm" c="dimmed" mt={4}>
                {MSG.nenhumAluno}
              </Text>
            )}
          </div>
        </div>
        <Button
          size="md"
          leftSection={<IconUserPlus size={20} />}
          onClick={enviar}
          loading={adicionar.isPending}
        >
          {MSG.adicionarAluno}
        </Button>
      </Stack>
    </Card>
  );
}
