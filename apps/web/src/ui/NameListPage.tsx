import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Button, Group, TextInput, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@atiende/shared';
import { api } from '../app/api';
import { DataTable, type Column } from './DataTable';
import { ModalForm } from './ModalForm';
import { PageHeader } from './PageHeader';
import { confirmDelete } from './confirm';

export interface NamedItem {
  id: number;
  name: string;
}

interface NameListPageProps<T extends NamedItem> {
  title: string;
  description?: string;
  /** REST path of the paged list; an item is edited (PATCH {name}) and deleted at `${path}${id}/`. */
  path: string;
  queryKey: string;
  /** Columns shown between '#' and 'Acción'. */
  columns: Column<T>[];
  searchPlaceholder?: string;
  /** Whether the signed-in user may add, edit and delete. */
  canManage: boolean;
  addTo: string;
  backTo?: string;
  editTitle: string;
  editSuccess: string;
  deleteQuestion: string;
  deleteSuccess: string;
  /** Told after an edit or a delete, to refresh what else shows these items. */
  onChanged?(): Promise<unknown>;
}

/** A paged list of named items with search, 'Agregar', an edit dialog for the name and a confirmed delete. */
export function NameListPage<T extends NamedItem>({
  title, description, path, queryKey, columns, searchPlaceholder, canManage, addTo, backTo, editTitle, editSuccess,
  deleteQuestion, deleteSuccess, onChanged,
}: NameListPageProps<T>) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<T | null>(null);
  const [editOpened, setEditOpened] = useState(false);
  const itemPath = (item: T) => `${path}${item.id}/`;
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [queryKey] });
    await onChanged?.();
  };

  const openEdit = (item: T) => {
    setEditing(item);
    setEditOpened(true);
  };
  const saveName = async ({ name }: { name: string }) => {
    if (!editing) return;
    await api(itemPath(editing), { method: 'PATCH', body: { name: name.trim() } });
    await refresh();
  };
  const askDelete = (item: T) =>
    confirmDelete({
      question: deleteQuestion,
      subject: item.name,
      success: deleteSuccess,
      onConfirm: async () => {
        await api(itemPath(item), { method: 'DELETE' });
        await refresh();
      },
    });

  const allColumns: Column<T>[] = [
    { header: '#', render: (_, index) => index + 1, width: 60 },
    ...columns,
    {
      header: 'Acción',
      width: 110,
      render: (item) =>
        canManage && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Editar">
              <ActionIcon variant="subtle" aria-label={`Editar ${item.name}`} onClick={() => openEdit(item)}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Eliminar">
              <ActionIcon variant="subtle" color="red" aria-label={`Eliminar ${item.name}`} onClick={() => askDelete(item)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {backTo && (
              <Button variant="default" component={Link} to={backTo} leftSection={<IconArrowLeft size={16} />}>
                Volver
              </Button>
            )}
            {canManage && (
              <Button component={Link} to={addTo} leftSection={<IconPlus size={16} />}>Agregar</Button>
            )}
          </>
        }
      />
      <DataTable<T>
        path={path}
        queryKey={queryKey}
        columns={allColumns}
        rowKey={(item) => item.id}
        searchPlaceholder={searchPlaceholder}
      />
      <ModalForm<{ name: string }>
        opened={editOpened}
        title={editTitle}
        onClose={() => setEditOpened(false)}
        initialValues={{ name: editing?.name ?? '' }}
        validate={{ name: (value) => (value.trim() ? null : MSG.required) }}
        onSubmit={saveName}
        success={editSuccess}
      >
        {(form) => <TextInput label="Nombre" withAsterisk data-autofocus {...form.getInputProps('name')} />}
      </ModalForm>
    </>
  );
}
