// /cadastro/aluno/Escola: the school programme's enrolment wizard (public).

import { WizardPage } from '#client/features/matricula/components/wizard-page.tsx';
import { MSG } from '#shared/messages/comum.ts';

export default function EscolaPage() {
  return <WizardPage tipo="escola" titulo={MSG.tituloCadastroEscola} />;
}
