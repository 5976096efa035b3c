import { useState } from 'react';
import { Link } from 'react-router';
import { Button, TextInput } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@atiende/shared';
import { api } from '../app/api';
import { DataTable, indexColumn, type Column } from './DataTable';
import { ModalForm } from './ModalForm';
import { PageHeader } from './PageHeader';
import { RowActions, confirmedDeleteAction, editAction } from './RowActions';

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
  /** Whether the user may delete, when that needs more than `canManage`. */
  canDelete?: boolean;
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
  title, description, path, queryKey, columns, searchPlaceholder, canManage, canDelete = canManage, addTo, backTo, editTitle,
  editSuccess, deleteQuestion, deleteSuccess, onChanged,
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
  const remove = async (item: T) => {
    await api(itemPath(item), { method: 'DELETE' });
    await refresh();
  };

  const allColumns: Column<T>[] = [
    indexColumn(),
    ...columns,
    {
      header: 'Acción',
      width: 110,
      render: (item) =>
        canManage && (
          <RowActions
            actions={[
              editAction(item.name, { onClick: () => openEdit(item) }),
              ...(canDelete
                ? [confirmedDeleteAction(item.name, { question: deleteQuestion, success: deleteSuccess, remove: () => remove(item) })]
                : []),
            ]}
          />
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
