// /cadastro: the non-paying student's enrolment wizard (public).

import { WizardPage } from '#client/features/matricula/components/wizard-page.tsx';
import { MSG } from '#shared/messages/comum.ts';

export default function NaoPagantePage() {
  return <WizardPage tipo="naoPagante" titulo={MSG.tituloCadastro} />;
}
