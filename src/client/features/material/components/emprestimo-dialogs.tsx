// Lend and return, two taps each from a phone: "Emprestar" opens the student picker (the
// server searches active students) with the due day a week ahead, then "Emprestar"
// again; "Devolver" opens the condition, already "Bom", then "Registrar devolução".
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useLista } from '#client/features/adm/queries.ts';
import { useDevolver, useEmprestar } from '#client/features/material/queries.ts';
import { useConfig } from '#client/queries.ts';
import { CampoData } from '#client/ui/campo-data.tsx';
import { campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { SelectBuscado } from '#client/ui/select-buscado.tsx';
import { MSG_MATERIAL as M, nomeDoMaterial, ROTULOS_ESTADO_MATERIAL } from '#shared/messages/material.ts';
import { FUSO_CLUBE, hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import type { AlunoItemAdm } from '#shared/schemas/aluno.ts';
import {
  type DevolucaoInput,
  devolucaoInput,
  type EmprestimoInput,
  ESTADOS_MATERIAL,
  emprestimoInput,
  type MaterialItem,
} from '#shared/schemas/material.ts';

/** A loan is due back a week from today unless the desk says otherwise. */
const PRAZO_PADRAO_DIAS = 7;

export function EmprestarDialog({ item, onClose }: { item: MaterialItem | null; onClose: () => void }) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? M.emprestarItem(nomeDoMaterial(item)) : ''}>
      {item && <EmprestarFormulario item={item} onDone={onClose} />}
    </Modal>
  );
}

interface FormEmprestimo {
  id_aluno: string;
  devolver_ate: string;
}

function EmprestarFormulario({ item, onDone }: { item: MaterialItem; onDone: () => void }) {
  const hoje = hojeNoFuso(useConfig().data?.fuso ?? FUSO_CLUBE);
  const emprestar = useEmprestar(item.id_material);
  const form = useFormulario<FormEmprestimo, EmprestimoInput>({
    initialValues: { id_aluno: '', devolver_ate: somarDias(hoje, PRAZO_PADRAO_DIAS) },
    validate: checarCom(
      emprestimoInput,
      (v) => v,
      (v) => (v.id_aluno ? {} : { id_aluno: M.digiteAluno }),
    ),
    transformValues: (v) => emprestimoInput.parse(v),
  });
  return (
    <form
      noValidate
      aria-label={M.emprestarItem(nomeDoMaterial(item))}
      onSubmit={enviarFormulario(form, {
        salvar: emprestar.mutateAsync,
        aviso: M.emprestimoFeito,
        depois: onDone,
      })}
    >
      <Stack gap="sm">
        <CampoAluno {...campoDe(form, 'id_aluno')} />
        <CampoData {...campoDe(form, 'devolver_ate')} label={M.devolverAte} required />
        <Group justify="flex-end">
          <Button type="submit" loading={emprestar.isPending}>
            {M.confirmarEmprestimo}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An active student, searched on the server by name (one page of matches). */
function CampoAluno({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: React.ReactNode;
}) {
  const [busca, setBusca] = useState('');
  const [q] = useDebouncedValue(busca.trim(), 250);
  const [escolhido, setEscolhido] = useState<{ value: string; label: string } | null>(null);
  const pesquisa = escolhido && busca === escolhido.label ? '' : q;
  const alunos = useLista<AlunoItemAdm>('alunos', pesquisa, undefined, 20);
  const opcoes = (alunos.data?.items ?? []).map((a) => ({ value: String(a.id_aluno), label: a.nome_pessoa }));
  if (escolhido && !opcoes.some((o) => o.value === escolhido.value)) opcoes.unshift(escolhido);
  const semResultado = pesquisa !== '' && !alunos.isFetching && alunos.data?.items.length === 0;
  return (
    <SelectBuscado
      label={M.aluno}
      required
      placeholder={M.digiteAluno}
      data={opcoes}
      value={value || null}
      searchValue={busca}
      onSearchChange={setBusca}
      error={error}
      comboboxProps={{ withinPortal: true }}
      onChange={(v, option) => {
        setEscolhido(v === null || !option ? null : { value: v, label: option.label });
        onChange(v ?? '');
      }}
      semResultado={semResultado ? M.nenhumAluno : undefined}
    />
  );
}

export function DevolverDialog({ item, onClose }: { item: MaterialItem | null; onClose: () => void }) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? M.devolverItem(nomeDoMaterial(item)) : ''}>
      {item && <DevolverFormulario item={item} onDone={onClose} />}
    </Modal>
  );
}

function DevolverFormulario({ item, onDone }: { item: MaterialItem; onDone: () => void }) {
  const devolver = useDevolver(item.id_material);
  const form = useFormulario<{ estado: string }, DevolucaoInput>({
    initialValues: { estado: 'bom' },
    validate: checarCom(devolucaoInput, (v) => v),
    transformValues: (v) => devolucaoInput.parse(v),
  });
  return (
    <form
      noValidate
      aria-label={M.devolverItem(nomeDoMaterial(item))}
      onSubmit={enviarFormulario(form, {
        salvar: devolver.mutateAsync,
        aviso: M.devolucaoFeita,
        depois: onDone,
      })}
    >
      <Stack gap="sm">
        {item.emprestimo && <Text size="sm">{item.emprestimo.nome_aluno}</Text>}
        <Radio.Group {...form.getInputProps('estado')} label={M.estadoNaDevolucao} required>
          <Group mt={6}>
            {ESTADOS_MATERIAL.map((e) => (
              <Radio key={e} value={e} label={ROTULOS_ESTADO_MATERIAL[e]} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={devolver.isPending}>
            {M.confirmarDevolucao}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
