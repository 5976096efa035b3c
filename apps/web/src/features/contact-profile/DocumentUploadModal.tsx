import { useState } from 'react';
import { Button, FileInput, Group, Modal, Select, Stack, Stepper } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { CONTACT_DOCUMENT_EXTENSIONS, CONTACT_DOCUMENT_MAX_BYTES, MSG } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { notifyError, notifySuccess } from '../../ui/notices';
import { uploadDocument } from './contact-profile.api';
import { CONTACT_FILE_TYPE_OPTIONS, PROFILE_MSG } from './contact-profile.options';

const ACCEPTED = CONTACT_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

interface DocumentUploadModalProps {
  contactId: number;
  opened: boolean;
  onClose(): void;
  onSaved(): Promise<unknown>;
}

/** Spec §4: choose the type (Siguiente), then the file (Guardar); Atrás returns to the type. */
export function DocumentUploadModal({ opened, onClose, ...props }: DocumentUploadModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Agregar documento" centered size="lg">
      <UploadSteps onClose={onClose} {...props} />
    </Modal>
  );
}

/** What the server found wrong with the file, to show under the field; null for other failures. */
function fileProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields = error.fields;
  const messages = fields.file ?? fields.document ?? fields.documentType;
  return messages ? messages.join(' ') : (error.detail ?? null);
}

function UploadSteps({ contactId, onClose, onSaved }: Omit<DocumentUploadModalProps, 'opened'>) {
  const [step, setStep] = useState(0);
  const [documentType, setDocumentType] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    if (!documentType) {
      setTypeError(PROFILE_MSG.requiredFields);
      return;
    }
    setStep(1);
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!documentType || !file) {
      setFileError(PROFILE_MSG.requiredFields);
      return;
    }
    if (file.size > CONTACT_DOCUMENT_MAX_BYTES) {
      setFileError(MSG.bodyTooLarge);
      return;
    }
    setSaving(true);
    try {
      await uploadDocument(contactId, documentType, file);
    } catch (error) {
      setSaving(false);
      const problem = fileProblem(error);
      if (problem) setFileError(problem);
      else notifyError(error);
      return;
    }
    notifySuccess(PROFILE_MSG.documentAdded);
    await onSaved();
    onClose();
  };

  return (
    <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={setStep}>
      <Stepper.Step label="Tipo de documento">
        <form onSubmit={next} noValidate>
          <Stack mt="md">
            <Select label="Tipo de documento" placeholder="Seleccione" data={CONTACT_FILE_TYPE_OPTIONS} withAsterisk
              value={documentType} error={typeError} data-autofocus
              onChange={(value) => { setDocumentType(value); setTypeError(null); }} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>Cancelar</Button>
              <Button type="submit">Siguiente</Button>
            </Group>
          </Stack>
        </form>
      </Stepper.Step>
      <Stepper.Step label="Archivo">
        <form onSubmit={save} noValidate>
          <Stack mt="md">
            <FileInput label="Archivo" placeholder="Seleccione un archivo" accept={ACCEPTED} withAsterisk clearable
              leftSection={<IconPaperclip size={16} />} value={file} error={fileError}
              description="PDF, imágenes, Word o Excel; máximo 10 MB"
              onChange={(value) => { setFile(value); setFileError(null); }} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep(0)}>Atrás</Button>
              <Button type="submit" loading={saving}>Guardar</Button>
            </Group>
          </Stack>
        </form>
      </Stepper.Step>
    </Stepper>
  );
}
