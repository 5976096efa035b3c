import { Alert } from '@mantine/core';
import { MSG } from '@atiende/shared';
import { PageHeader } from './PageHeader';

/** What a screen shows to a user whose permissions or modules do not allow it: one state everywhere. */
export function ForbiddenState({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert color="red" data-testid="forbidden">{MSG.forbidden}</Alert>
    </>
  );
}
