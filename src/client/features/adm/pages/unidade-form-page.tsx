// /cadastro/unidade and /editar_unidade/{id_unidade}: the unit form; unit and
// address are saved together in one server call.
import { Grid, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useParams } from 'react-router';
import { FormAdm, SecaoForm, useFormAdm } from '#client/features/adm/components/form-adm.tsx';
import { enderecoDoServidor } from '#client/features/adm/components/form-utils.ts';
import { useSalvarUnidade, useUnidade } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { EnderecoFields, type EnderecoForm, enderecoVazio } from '#client/ui/endereco-fields.tsx';
import { errosEm } from '#client/ui/errors.ts';
import { MaskedInput, mascarar } from '#client/ui/masked-input.tsx';
import { ROTULO_TIPO_UNIDADE } from '#shared/constants.ts';
import { MSG_ADM } from '#shared/messages.ts';
import { type UnidadeDetalhe, unidadeCompletaInput } from '#shared/schemas/unidade.ts';

interface Form {
  nome_unidade: string;
  cnpj: string;
  telefone: string;
  email: string;
  mais_contatos: string;
  tipo: string;
  endereco: EnderecoForm;
}

const vazio: Form = {
  nome_unidade: '',
  cnpj: '',
  telefone: '',
  email: '',
  mais_contatos: '',
  tipo: '',
  endereco: enderecoVazio,
};

/** What the form sends, keyed as the server names the fields (and their errors). */
const corpo = (form: Form) => ({
  nome_unidade: form.nome_unidade,
  cnpj_unidade: form.cnpj,
  telefone_unidade: form.telefone,
  email_unidade: form.email,
  mais_contatos: form.mais_contatos,
  tipo: form.tipo,
  endereco: form.endereco,
});

/** A stored unit as the form shows it. */
const doServidor = (u: UnidadeDetalhe): Form => ({
  nome_unidade: u.nome_unidade,
  cnpj: u.cnpj_unidade ? mascarar('cnpj', u.cnpj_unidade) : '',
  telefone: u.telefone_unidade ? mascarar('telefone', u.telefone_unidade) : '',
  email: u.email_unidade ?? '',
  mais_contatos: u.mais_contatos ?? '',
  tipo: u.tipo,
  endereco: enderecoDoServidor(u.endereco),
});

export default function UnidadeFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const { form, set, erros, pagina } = useFormAdm({
    id,
    atual: useUnidade(id),
    salvar: useSalvarUnidade(id),
    vazio,
    doServidor,
    corpo,
    schema: unidadeCompletaInput,
    depois: paths.admUnidades,
  });

  return (
    <FormAdm {...pagina} titulo={id === null ? MSG_ADM.cadastroUnidades : MSG_ADM.editarUnidade}>
      <SecaoForm>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={MSG_ADM.nomeUnidade}
              required
              maxLength={120}
              value={form.nome_unidade}
              onChange={(e) => set({ nome_unidade: e.currentTarget.value })}
              error={erros.nome_unidade}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NativeSelect
              label={MSG_ADM.tipoUnidade}
              required
              value={form.tipo}
              onChange={(e) => set({ tipo: e.currentTarget.value })}
              data={[
                { value: '', label: MSG_ADM.selecione },
                ...Object.entries(ROTULO_TIPO_UNIDADE).map(([value, label]) => ({ value, label })),
              ]}
              error={erros.tipo}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput
              mascara="cnpj"
              label={MSG_ADM.cnpj}
              value={form.cnpj}
              onChange={(v) => set({ cnpj: v })}
              error={erros.cnpj_unidade}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput
              mascara="telefone"
              label={MSG_ADM.telefone}
              value={form.telefone}
              onChange={(v) => set({ telefone: v })}
              error={erros.telefone_unidade}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              type="email"
              label={MSG_ADM.emailUnidade}
              maxLength={254}
              value={form.email}
              onChange={(e) => set({ email: e.currentTarget.value })}
              error={erros.email_unidade}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={MSG_ADM.maisContatos}
              autosize
              minRows={2}
              maxLength={500}
              value={form.mais_contatos}
              onChange={(e) => set({ mais_contatos: e.currentTarget.value })}
              error={erros.mais_contatos}
            />
          </Grid.Col>
        </Grid>
      </SecaoForm>
      <SecaoForm titulo={MSG_ADM.endereco}>
        <EnderecoFields
          value={form.endereco}
          onChange={(v) => set({ endereco: v })}
          errors={errosEm(erros, 'endereco')}
        />
      </SecaoForm>
    </FormAdm>
  );
}
