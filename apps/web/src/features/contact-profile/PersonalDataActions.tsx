import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@mantine/core';
import { IconDownload, IconShieldX } from '@tabler/icons-react';
import { PERMISSIONS, PRIVACY_MSG, type ContactRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { confirmWithReason } from '../../ui/confirm';
import { notifyError } from '../../ui/notices';
import { exportPersonalData, suppressPersonalData, useRefreshContact } from './contact-profile.api';

/**
 * Habeas data on the contact card: the person's data as a spreadsheet, and its suppression (after a motivo,
 * and a warning that it cannot be undone). Each shows only to who holds its permission; the server checks it too.
 */
export function PersonalDataActions({ contact }: { contact: ContactRead }) {
  const me = useMe();
  const refresh = useRefreshContact(contact.id);
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const canExport = hasPermission(me, PERMISSIONS.personalDataView);
  const canSuppress = hasPermission(me, PERMISSIONS.personalDataSuppress) && !contact.datos_suprimidos;

  const download = async () => {
    setExporting(true);
    try {
      await exportPersonalData(contact.id);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  const suppress = () => confirmWithReason({
    title: PRIVACY_MSG.suppressTitle,
    question: '¿Suprimir los datos personales de este contacto?',
    subject: contact.get_full_name,
    warning: PRIVACY_MSG.suppressWarning,
    reasonLabel: 'Motivo',
    reasonRequired: PRIVACY_MSG.motivoRequired,
    confirmLabel: 'Sí, suprimir',
    success: (result: { detail: string }) => result.detail,
    onConfirm: async (motivo) => {
      const result = await suppressPersonalData(contact.id, motivo);
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all })]);
      return result;
    },
  });

  return (
    <>
      {canExport && (
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void download()}>
          {PRIVACY_MSG.exportTitle}
        </Button>
      )}
      {canSuppress && (
        <Button color="red" variant="light" leftSection={<IconShieldX size={16} />} onClick={suppress}>
          {PRIVACY_MSG.suppressTitle}
        </Button>
      )}
    </>
  );
}
