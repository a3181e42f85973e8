// /cadastro/unidade and /editar_unidade/{id_unidade}: the unit form; unit and
// address are saved together in one server call.
import { Grid, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useParams } from 'react-router';
import { FormAdm, SecaoForm, useFormAdm } from '#client/features/adm/components/form-adm.tsx';
import { enderecoDoServidor } from '#client/features/adm/components/form-utils.ts';
import { useSalvarUnidade, useUnidade } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { EnderecoFields, type EnderecoForm, enderecoVazio } from '#client/ui/endereco-fields.tsx';
import { campoDe, subformulario } from '#client/ui/form.ts';
import { MaskedInput, mascarar } from '#client/ui/masked-input.tsx';
import { ROTULO_TIPO_UNIDADE } from '#shared/constants.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { type UnidadeDetalhe, unidadeCompletaInput } from '#shared/schemas/unidade.ts';

/** The form's keys are the server's field names; it sends them as they are. */
interface Form {
  nome_unidade: string;
  cnpj_unidade: string;
  telefone_unidade: string;
  email_unidade: string;
  mais_contatos: string;
  tipo: string;
  endereco: EnderecoForm;
}

const vazio: Form = {
  nome_unidade: '',
  cnpj_unidade: '',
  telefone_unidade: '',
  email_unidade: '',
  mais_contatos: '',
  tipo: '',
  endereco: enderecoVazio,
};

/** A stored unit as the form shows it. */
const doServidor = (u: UnidadeDetalhe): Form => ({
  nome_unidade: u.nome_unidade,
  cnpj_unidade: u.cnpj_unidade ? mascarar('cnpj', u.cnpj_unidade) : '',
  telefone_unidade: u.telefone_unidade ? mascarar('telefone', u.telefone_unidade) : '',
  email_unidade: u.email_unidade ?? '',
  mais_contatos: u.mais_contatos ?? '',
  tipo: u.tipo,
  endereco: enderecoDoServidor(u.endereco),
});

const corpo = (form: Form) => form;

export default function UnidadeFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const { form, pagina } = useFormAdm({
    id,
    atual: useUnidade(id),
    salvar: useSalvarUnidade(id),
    vazio,
    doServidor,
    corpo,
    schema: unidadeCompletaInput,
    depois: paths.admUnidades,
  });
  const campo = (nome: keyof Form) => campoDe(form, nome);

  return (
    <FormAdm {...pagina} titulo={id === null ? MSG_ADM.cadastroUnidades : MSG_ADM.editarUnidade}>
      <SecaoForm>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput {...campo('nome_unidade')} label={MSG_ADM.nomeUnidade} required maxLength={120} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NativeSelect
              {...campo('tipo')}
              label={MSG_ADM.tipoUnidade}
              required
              data={[
                { value: '', label: MSG_ADM.selecione },
                ...Object.entries(ROTULO_TIPO_UNIDADE).map(([value, label]) => ({ value, label })),
              ]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput {...campo('cnpj_unidade')} mascara="cnpj" label={MSG_ADM.cnpj} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput {...campo('telefone_unidade')} mascara="telefone" label={MSG_ADM.telefone} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              {...campo('email_unidade')}
              type="email"
              label={MSG_ADM.emailUnidade}
              maxLength={254}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              {...campo('mais_contatos')}
              label={MSG_ADM.maisContatos}
              autosize
              minRows={2}
              maxLength={500}
            />
          </Grid.Col>
        </Grid>
      </SecaoForm>
      <SecaoForm titulo={MSG_ADM.endereco}>
        <EnderecoFields {...subformulario(form, 'endereco')} />
      </SecaoForm>
    </FormAdm>
  );
}
