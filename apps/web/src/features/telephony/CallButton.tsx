import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { formatPhone } from '@atiende/shared';
import { dial } from '../../app/layout/softphone-dial';
import { linkProblem, phoneDial } from './call-status';
import { useCanCall, useCurrentCall } from './call-state';

interface CallButtonProps {
  /** The stored phone ('+573001234567'). */
  phone: string;
  /** The contact called: its typification opens when the call ends. */
  contactId: number;
}

/** Click-to-call of a contact's phone: the layout's pad opens and places the call, as if dialled by hand. */
export function CallButton(props: CallButtonProps) {
  return useCanCall() ? <CallButtonShown {...props} /> : null;
}

function CallButtonShown({ phone, contactId }: CallButtonProps) {
  const { inProgress, ami } = useCurrentCall();
  const shown = formatPhone(phone);
  const unavailable = inProgress ? 'Hay una llamada en curso' : linkProblem(ami);
  return (
    <Tooltip label={unavailable ?? 'Llamar'}>
      <ActionIcon variant="subtle" color="teal" size="sm" aria-label={`Llamar a ${shown}`} disabled={unavailable !== null}
        onClick={() => void dial({ ...phoneDial(phone), contacto: contactId })}>
        <IconPhoneCall size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
