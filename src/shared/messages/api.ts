// The texts of the API reference (/api/docs): the document's title and description,
// and what each operation says about who may call it.
export const MSG_API = {
  titulo: 'Estocada — API',
  descricao:
    'A API do Estocada, descrita a partir dos esquemas das suas rotas. ' +
    'Entre com POST /login: a sessão é o cookie que a resposta define. ' +
    'Toda alteração (POST, PUT, DELETE) precisa vir da mesma origem ou de um cliente fora do navegador.',
  sessao: 'O cookie de sessão que POST /login define.',
  acessoPublico: 'Acesso: público.',
  acessoUsuario: 'Acesso: qualquer pessoa com sessão.',
  acessoAdmin: 'Acesso: somente administradores.',
  tituloDaPagina: 'Estocada — referência da API',
} as const;
