import { PageHeader } from '../../ui/PageHeader';

/** /schedule: a blank page in the product (§2.1); only its title, so that it is named and has its heading. */
export function SchedulePage() {
  return <PageHeader title="Programación" />;
}
