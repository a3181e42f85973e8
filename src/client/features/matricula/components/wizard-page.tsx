// The public wizard pages: the wizard in the public pages' frame, the privacy notice linked below.
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';
import { PaginaPublica } from '#client/ui/pagina-publica.tsx';
import type { TipoAluno } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MatriculaWizard } from './matricula-wizard';

export function WizardPage({ tipo, titulo }: { tipo: TipoAluno; titulo: string }) {
  return (
    <PaginaPublica titulo={titulo} semCartao>
      <MatriculaWizard tipo={tipo} />
      <Text ta="center" size="sm">
        <Anchor component={Link} to={paths.privacidade} c="white" underline="always">
          {MSG.privacidade}
        </Anchor>
      </Text>
    </PaginaPublica>
  );
}
