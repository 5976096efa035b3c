import { useState } from 'react';
import { Link } from 'react-router';
import { Button, TextInput } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { client, type PagedPath, type PathWith } from '../app/api.client';
import { schemaValidator, type SafeParser } from './form';
import type { ResourceKeys } from '../app/query-keys';
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
  /** REST path of the paged list. */
  path: PagedPath;
  /** Where an item is edited (PATCH {name}) and deleted, with an `{id}` placeholder. */
  itemPath: PathWith<'patch'> & PathWith<'delete'>;
  keys: ResourceKeys;
  /** The shared schema of the edit (PATCH {name}). */
  updateSchema: SafeParser;
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
  title, description, path, itemPath, keys, updateSchema, columns, searchPlaceholder, canManage, canDelete = canManage, addTo, backTo, editTitle,
  editSuccess, deleteQuestion, deleteSuccess, onChanged,
}: NameListPageProps<T>) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<T | null>(null);
  const [editOpened, setEditOpened] = useState(false);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: keys.all });
    await onChanged?.();
  };

  const openEdit = (item: T) => {
    setEditing(item);
    setEditOpened(true);
  };
  const saveName = async ({ name }: { name: string }) => {
    if (!editing) return;
    await client.patch(itemPath, { path: { id: editing.id }, body: { name: name.trim() } } as never);
    await refresh();
  };
  const remove = async (item: T) => {
    await client.delete(itemPath, { path: { id: item.id } } as never);
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
        keys={keys}
        columns={allColumns}
        searchPlaceholder={searchPlaceholder}
      />
      <ModalForm<{ name: string }>
        opened={editOpened}
        title={editTitle}
        onClose={() => setEditOpened(false)}
        initialValues={{ name: editing?.name ?? '' }}
        validate={schemaValidator(updateSchema, ({ name }: { name: string }) => ({ name: name.trim() }))}
        onSubmit={saveName}
        success={editSuccess}
      >
        {(form) => <TextInput label="Nombre" withAsterisk data-autofocus {...form.getInputProps('name')} />}
      </ModalForm>
    </>
  );
}
