import { useState } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContactDocumentRead } from '@atiende/shared';
import { useAllows } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/dates';
import { RowActionButton, confirmedDeleteAction } from '../../ui/RowActions';
import { deleteDocument, withToken } from './contact-profile.api';
import { contactFileTypeLabel, PROFILE_MSG } from './contact-profile.options';
import { DocumentUploadModal } from './DocumentUploadModal';

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function DocumentsTab({ contactId }: { contactId: number }) {
  const canUpload = useAllows('documentUpload');
  const canDelete = useAllows('documentDelete');
  const queryClient = useQueryClient();
  const refreshDocuments = () => queryClient.invalidateQueries({ queryKey: queryKeys.contactDocuments.all });
  const [uploading, setUploading] = useState(false);

  const deleteDoc = (doc: ContactDocumentRead) =>
    confirmedDeleteAction(doc.filename, {
      question: PROFILE_MSG.confirmDocumentDelete,
      success: PROFILE_MSG.documentDeleted,
      remove: async () => {
        await deleteDocument(doc.id);
        await refreshDocuments();
      },
    });

  const columns: Column<ContactDocumentRead>[] = [
    { header: 'Tipo', render: (doc) => contactFileTypeLabel(doc.documentType) },
    { header: 'Archivo', render: (doc) => doc.filename },
    { header: 'Tamaño', render: (doc) => formatSize(doc.size), width: 100 },
    { header: 'Subido por', render: (doc) => doc.user ?? '—' },
    { header: 'Fecha', render: (doc) => formatDateTime(doc.created_date), width: 150 },
    {
      header: 'Acción',
      width: 110,
      render: (doc) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Descargar">
            <ActionIcon component="a" href={withToken(doc.document)} download={doc.filename} variant="subtle"
              aria-label={`Descargar ${doc.filename}`}>
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
          {canDelete && <RowActionButton {...deleteDoc(doc)} />}
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable<ContactDocumentRead>
        path="/contact/get_document_contact/"
        keys={queryKeys.contactDocuments}
        params={{ contact: contactId }}
        columns={columns}
        searchable={false}
        urlPrefix="documentos"
        toolbar={canUpload && (
          <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>Agregar documento</Button>
        )}
      />
      <DocumentUploadModal contactId={contactId} opened={uploading} onClose={() => setUploading(false)}
        onSaved={refreshDocuments} />
    </>
  );
}

