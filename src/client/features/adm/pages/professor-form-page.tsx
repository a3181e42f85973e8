// /cadastro/professor and /editar_prof/{id_professor}: the teacher form.
// Person, address and teacher row are saved together in one server call. Editing, the
// access part also resets the password to a temporary one (redefinir-senha.tsx).
import { PasswordInput, Stack, Switch } from '@mantine/core';
import { useParams } from 'react-router';
import { FormAdm, SecaoForm, useFormAdm } from '#client/features/adm/components/form-adm.tsx';
import { enderecoDoServidor } from '#client/features/adm/components/form-utils.ts';
import { RedefinirSenha } from '#client/features/adm/components/redefinir-senha.tsx';
import { useProfessor, useSalvarProfessor } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { EnderecoFields, type EnderecoForm, enderecoVazio } from '#client/ui/endereco-fields.tsx';
import { subformulario } from '#client/ui/form.ts';
import { PessoaFields } from '#client/ui/pessoa-fields.tsx';
import { type PessoaForm, paraPessoa, pessoaDoServidor, pessoaVazia } from '#client/ui/pessoa-form.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
import {
  type ProfessorDetalhe,
  professorCompletoInput,
  professorEdicaoInput,
} from '#shared/schemas/professor.ts';

type Form = PessoaForm & { senha_pessoa: string; adm: boolean; endereco: EnderecoForm };

const vazio: Form = { ...pessoaVazia, senha_pessoa: '', adm: false, endereco: enderecoVazio };

/** What the form sends: the person's fields, the password, the flag as 0/1, the address. */
const corpo = (form: Form) => ({
  ...paraPessoa(form),
  senha_pessoa: form.senha_pessoa,
  adm: form.adm ? 1 : 0,
  endereco: form.endereco,
});

/** A stored teacher as the form shows it. */
const doServidor = (p: ProfessorDetalhe): Form => ({
  ...pessoaDoServidor(p.pessoa),
  senha_pessoa: '',
  adm: p.pessoa.adm === 1,
  endereco: enderecoDoServidor(p.endereco),
});

export default function ProfessorFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const { form, pagina } = useFormAdm({
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
        <PessoaFields form={form} nascimento />
      </SecaoForm>
      <SecaoForm titulo={MSG_ADM.endereco}>
        <EnderecoFields {...subformulario(form, 'endereco')} />
      </SecaoForm>
      <SecaoForm titulo={MSG_ADM.acesso}>
        <Stack gap="sm">
          <PasswordInput
            {...form.getInputProps('senha_pessoa')}
            label={MSG_ADM.senha}
            required={id === null}
            description={id === null ? undefined : MSG_ADM.senhaManter}
            autoComplete="new-password"
            maxLength={200}
            maw={360}
          />
          {id !== null && <RedefinirSenha id={id} nome={form.values.nome_pessoa} />}
          <Switch
            {...form.getInputProps('adm', { type: 'checkbox' })}
            label={MSG_ADM.administrador}
            description={MSG_ADM.administradorDescricao}
          />
        </Stack>
      </SecaoForm>
    </FormAdm>
  );
}
