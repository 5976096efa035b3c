import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';

interface FormCardProps {
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  submitLabel: string;
  busy?: boolean;
  /** Where 'Volver' goes; without it there is no 'Volver' button. */
  backTo?: string;
  /** The back button's text, when the screen says otherwise ('Cancelar'). */
  backLabel?: string;
  /** Greys out the submit button (e.g. while the data to edit is missing). */
  disabled?: boolean;
  maw?: number | string;
  children: ReactNode;
}

/** The frame of every form: a card, the fields, then 'Volver' and the submit button. Enter submits. */
export function FormCard({ onSubmit, submitLabel, busy, backTo, backLabel = 'Volver', disabled, maw = 720, children }: FormCardProps) {
  return (
    <Paper withBorder p="lg" radius="md" maw={maw}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {children}
          <Group justify="flex-end" mt="sm">
            {backTo && (
              <Button variant="default" component={Link} to={backTo}>
                {backLabel}
              </Button>
            )}
            <Button type="submit" loading={busy} disabled={disabled}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Stand-in for a form whose data is still loading. */
export function FormSkeleton({ rows = 3, maw = 720 }: { rows?: number; maw?: number | string }) {
  return (
    <Paper withBorder p="lg" radius="md" maw={maw} aria-busy="true">
      <Stack>
        {Array.from({ length: rows }, (_, i) => <Skeleton key={i} height={56} />)}
      </Stack>
    </Paper>
  );
}
