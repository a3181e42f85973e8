// A student's name as a link to the profile (/aluno/{id}), wherever a name appears.
import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';

export function LinkAluno({ id, nome, ...props }: { id: number; nome: string } & AnchorProps) {
  return (
    <Anchor c="indigo.8" component={Link} to={paths.aluno(id)} {...props}>
      {nome}
    </Anchor>
  );
}
