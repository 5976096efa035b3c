import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { formatPhone } from '@atiende/shared';
import { dial } from '../../app/layout/softphone-dial';
import { callRequest, linkProblem } from './call-status';
import { useCanCall, useCurrentCall } from './call-state';

interface CallButtonProps {
  /** The stored phone ('+573001234567'). */
  phone: string;
  /** The contact called: its typification opens when the call ends. Without one the number is called alone. */
  contactId?: number | null;
  /** Runs before the call (a lead is started first); the call is placed only when it answers true. */
  beforeCall?(): Promise<boolean>;
}

/** Click-to-call of a phone (a contact's, a lead's): the layout's pad opens and places the call, as if dialled by hand. */
export function CallButton(props: CallButtonProps) {
  return useCanCall() ? <CallButtonShown {...props} /> : null;
}

function CallButtonShown({ phone, contactId, beforeCall }: CallButtonProps) {
  const { inProgress, ami } = useCurrentCall();
  const shown = formatPhone(phone);
  const unavailable = inProgress ? 'Hay una llamada en curso' : linkProblem(ami);
  const call = async () => {
    if (beforeCall && !(await beforeCall())) return;
    await dial(callRequest(phone, contactId));
  };
  return (
    <Tooltip label={unavailable ?? 'Llamar'}>
      <ActionIcon variant="subtle" color="teal" size="sm" aria-label={`Llamar a ${shown}`} disabled={unavailable !== null}
        onClick={() => void call()}>
        <IconPhoneCall size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
