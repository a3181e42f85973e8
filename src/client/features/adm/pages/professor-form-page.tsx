// /cadastro/professor and /editar_prof/{id_professor}: the teacher form.
// Person, address and teacher row are saved together in one server call.
import { Grid, NativeSelect, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { useParams } from 'react-router';
import { FormAdm, SecaoForm, useFormAdm } from '#client/features/adm/components/form-adm.tsx';
import { enderecoDoServidor } from '#client/features/adm/components/form-utils.ts';
import { useProfessor, useSalvarProfessor } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { EnderecoFields, type EnderecoForm, enderecoVazio } from '#client/ui/endereco-fields.tsx';
import { errosEm } from '#client/ui/errors.ts';
import { MaskedInput, mascarar } from '#client/ui/masked-input.tsx';
import { ROTULO_GENERO } from '#shared/constants.ts';
import { MSG, MSG_ADM } from '#shared/messages.ts';
import { brParaIso, isoParaBr } from '#shared/rules/datas.ts';
import {
  type ProfessorDetalhe,
  professorCompletoInput,
  professorEdicaoInput,
} from '#shared/schemas/professor.ts';

interface Form {
  nome_pessoa: string;
  dt_nasc: string;
  cpf: string;
  rg: string;
  email: string;
  telefone: string;
  genero: string;
  senha: string;
  adm: boolean;
  endereco: EnderecoForm;
}

const vazio: Form = {
  nome_pessoa: '',
  dt_nasc: '',
  cpf: '',
  rg: '',
  email: '',
  telefone: '',
  genero: '',
  senha: '',
  adm: false,
  endereco: enderecoVazio,
};

/** What the form sends, keyed as the server names the fields (and their errors). */
const corpo = (form: Form) => ({
  nome_pessoa: form.nome_pessoa,
  dt_nasc_pessoa: brParaIso(form.dt_nasc) ?? form.dt_nasc,
  cpf_pessoa: form.cpf,
  rg_pessoa: form.rg,
  email_pessoa: form.email,
  telefone_pessoa: form.telefone,
  genero: form.genero,
  senha_pessoa: form.senha,
  adm: form.adm ? 1 : 0,
  endereco: form.endereco,
});

/** A stored teacher as the form shows it. */
const doServidor = (p: ProfessorDetalhe): Form => ({
  nome_pessoa: p.pessoa.nome_pessoa,
  dt_nasc: p.pessoa.dt_nasc_pessoa ? isoParaBr(p.pessoa.dt_nasc_pessoa) : '',
  cpf: p.pessoa.cpf_pessoa ? mascarar('cpf', p.pessoa.cpf_pessoa) : '',
  rg: p.pessoa.rg_pessoa ? mascarar('rg', p.pessoa.rg_pessoa) : '',
  email: p.pessoa.email_pessoa ?? '',
  telefone: p.pessoa.telefone_pessoa ? mascarar('telefone', p.pessoa.telefone_pessoa) : '',
  genero: p.pessoa.genero ?? '',
  senha: '',
  adm: p.pessoa.adm === 1,
  endereco: enderecoDoServidor(p.endereco),
});

export default function ProfessorFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const { form, set, erros, pagina } = useFormAdm({
    id,
    atual: useProfessor(id),
    salvar: useSalvarProfessor(id),
    vazio,
    doServidor,
    corpo,
    schema: id === null ? professorCompletoInput : professorEdicaoInput,
    depois: paths.admProfessores,
  });

  return (
    <FormAdm {...pagina} titulo={id === null ? MSG.cadastroProfessores : MSG.editarProfessor}>
      <SecaoForm titulo={MSG_ADM.dadosPessoais}>
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput
              label={MSG_ADM.nomeCompleto}
              required
              maxLength={120}
              value={form.nome_pessoa}
              onChange={(e) => set({ nome_pessoa: e.currentTarget.value })}
              error={erros.nome_pessoa}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput
              mascara="data"
              label={MSG_ADM.dataNascimento}
              placeholder="DD/MM/AAAA"
              required
              value={form.dt_nasc}
              onChange={(v) => set({ dt_nasc: v })}
              error={erros.dt_nasc_pessoa}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput
              mascara="cpf"
              label={MSG_ADM.cpf}
              required
              value={form.cpf}
              onChange={(v) => set({ cpf: v })}
              error={erros.cpf_pessoa}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput
              mascara="rg"
              label={MSG_ADM.rg}
              required
              value={form.rg}
              onChange={(v) => set({ rg: v })}
              error={erros.rg_pessoa}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              type="email"
              label={MSG_ADM.email}
              required
              maxLength={254}
              value={form.email}
              onChange={(e) => set({ email: e.currentTarget.value })}
              error={erros.email_pessoa}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput
              mascara="telefone"
              label={MSG_ADM.telefone}
              required
              value={form.telefone}
              onChange={(v) => set({ telefone: v })}
              error={erros.telefone_pessoa}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <NativeSelect
              label={MSG_ADM.genero}
              required
              value={form.genero}
              onChange={(e) => set({ genero: e.currentTarget.value })}
              data={[
                { value: '', label: MSG_ADM.selecione },
                ...Object.entries(ROTULO_GENERO).map(([value, label]) => ({ value, label })),
              ]}
              error={erros.genero}
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
      <SecaoForm titulo={MSG_ADM.acesso}>
        <Stack gap="sm">
          <PasswordInput
            label={MSG_ADM.senha}
            required={id === null}
            description={id === null ? undefined : MSG_ADM.senhaManter}
            autoComplete="new-password"
            maxLength={200}
            value={form.senha}
            onChange={(e) => set({ senha: e.currentTarget.value })}
            error={erros.senha_pessoa}
            maw={360}
          />
          <Switch
            label={MSG_ADM.administrador}
            description={MSG_ADM.administradorDescricao}
            checked={form.adm}
            onChange={(e) => set({ adm: e.currentTarget.checked })}
            error={erros.adm}
          />
        </Stack>
      </SecaoForm>
    </FormAdm>
  );
}
