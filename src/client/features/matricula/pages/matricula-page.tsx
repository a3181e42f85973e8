// /matricula: the paying student's enrolment wizard (public).

import { WizardPage } from '#client/features/matricula/components/wizard-page.tsx';
import { MSG } from '#shared/messages/comum.ts';

export default function MatriculaPage() {
  return <WizardPage tipo="pagante" titulo={MSG.tituloMatricula} />;
}
