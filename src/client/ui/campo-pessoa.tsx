// A person chosen by name: the server searches (GET /api/pessoa, administrators, one page of
// matches) and each option shows the masked CPF or the year of birth, so two people with the
// same name are told apart. The form keeps the person's id (as text, '' for none).
import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useBuscaPessoas } from '#client/queries.ts';
import { SelectBuscado } from '#client/ui/select-buscado.tsx';
import { MSG_AUDITORIA as M } from '#shared/messages/auditoria.ts';
import type { PessoaPublica } from '#shared/schemas/pessoa.ts';

/** "Nome · CPF ***.982.247-**", or "Nome · nascido(a) em 2014" without a CPF. */
function rotuloPessoa(p: Pick<PessoaPublica, 'nome_pessoa' | 'cpf_pessoa' | 'dt_nasc_pessoa'>) {
  if (p.cpf_pessoa) return M.pessoaComCpf(p.nome_pessoa, p.cpf_pessoa);
  if (p.dt_nasc_pessoa) return M.pessoaComAno(p.nome_pessoa, p.dt_nasc_pessoa.slice(0, 4));
  return p.nome_pessoa;
}

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> {
  /** The chosen person's id as text ('' for none). */
  value: string;
  onChange: (id: string) => void;
  /** The label of a person chosen elsewhere (a row of a list) before any search. */
  rotuloAtual?: string;
}

export function CampoPessoa({ value, onChange, rotuloAtual, ...rest }: Props) {
  const [busca, setBusca] = useState('');
  const [escolhido, setEscolhido] = useState<{ value: string; label: string } | null>(null);
  const [q] = useDebouncedValue(busca.trim(), 250);
  const atual =
    escolhido?.value === value ? escolhido : value && rotuloAtual ? { value, label: rotuloAtual } : null;
  // The chosen option's label is shown in the field: it is not a new search.
  const pesquisa = atual && busca === atual.label ? '' : q;
  const pessoas = useBuscaPessoas(pesquisa);
  const opcoes = (pessoas.data ?? []).map((p) => ({ value: String(p.id_pessoa), label: rotuloPessoa(p) }));
  if (atual && !opcoes.some((o) => o.value === atual.value)) opcoes.unshift(atual);
  const semResultado = pesquisa.length >= 2 && !pessoas.isFetching && pessoas.data?.length === 0;

  return (
    <SelectBuscado
      {...rest}
      placeholder={M.digiteNome}
      data={opcoes}
      value={value || null}
      searchValue={busca}
      onSearchChange={setBusca}
      nothingFoundMessage={pesquisa.length < 2 ? M.digiteNome : undefined}
      onChange={(v, option) => {
        setEscolhido(v === null || !option ? null : { value: v, label: option.label });
        onChange(v ?? '');
      }}
      semResultado={semResultado ? M.nenhumaPessoa : undefined}
    />
  );
}
