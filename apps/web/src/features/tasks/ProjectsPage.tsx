import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLayoutGrid, IconList, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { PERMISSIONS, TASK_MSG, type ProjectRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { RowActions, deleteAction, editAction } from '../../ui/RowActions';
import { ProjectFormModal } from './ProjectFormModal';
import { confirmDeletion } from './task-confirm';
import { deleteProject, useRefreshProjects } from './tasks.api';

type View = 'list' | 'cards';

const VIEW_OPTIONS = [
  { value: 'list', label: <Group gap={4} wrap="nowrap"><IconList size={14} />Lista</Group> },
  { value: 'cards', label: <Group gap={4} wrap="nowrap"><IconLayoutGrid size={14} />Tarjetas</Group> },
];

const description = (project: ProjectRead) => project.descriptions.trim() || TASK_MSG.noDescription;

/** /project: the projects as a list or as cards, 30 a page with search; each opens its board at /tasks/{id}. */
export function ProjectsPage() {
  const me = useMe();
  const canManage = hasPermission(me, PERMISSIONS.projectsManage);
  const canDelete = hasPermission(me, PERMISSIONS.projectsDelete);
  const refresh = useRefreshProjects();
  const [view, setView] = useState<View>('list');
  const [form, setForm] = useState<{ project: ProjectRead | null } | null>(null);

  const remove = (project: ProjectRead) => confirmDeletion({
    subject: project.name,
    successTitle: TASK_MSG.projectDeletedTitle, success: TASK_MSG.projectDeleted, failure: TASK_MSG.projectDeleteFailed,
    remove: () => deleteProject(project.id).finally(refresh),
  });

  const columns: Column<ProjectRead>[] = [
    { header: 'Nombre', sort: 'name', render: (project) => <Anchor component={Link} to={`/tasks/${project.id}`} fw={600} size="sm">{project.name}</Anchor> },
    { header: 'Descripción', render: (project) => <Text size="sm" lineClamp={2}>{description(project)}</Text> },
    { header: 'Creado por', render: (project) => project.created_by ?? '—' },
    {
      header: 'Acción',
      width: 100,
      render: (project) => (
        <RowActions actions={[
          canManage && editAction(project.name, { onClick: () => setForm({ project }) }),
          canDelete && deleteAction(project.name, () => remove(project)),
        ]} />
      ),
    },
  ];

  const renderCards = view === 'cards' ? (projects: ProjectRead[]) => (
    projects.length === 0 ? <Text c="dimmed" ta="center" py="xl">No se encontraron resultados</Text> : (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {projects.map((project) => (
          <Card key={project.id} withBorder radius="md" padding="md" data-testid="project-card">
            <Stack gap={6} style={{ flex: 1 }}>
              <Anchor component={Link} to={`/tasks/${project.id}`} fw={600}>{project.name}</Anchor>
              <Text size="sm" lineClamp={3}>{description(project)}</Text>
              <Text size="xs" c="dimmed">Creado por {project.created_by ?? '—'}</Text>
            </Stack>
            {(canManage || canDelete) && (
              <Group gap="xs" mt="md" justify="flex-end">
                {canManage && (
                  <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} aria-label={`Editar ${project.name}`}
                    onClick={() => setForm({ project })}>Editar</Button>
                )}
                {canDelete && (
                  <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} aria-label={`Eliminar ${project.name}`}
                    onClick={() => remove(project)}>Eliminar</Button>
                )}
              </Group>
            )}
          </Card>
        ))}
      </SimpleGrid>
    )
  ) : undefined;

  return (
    <>
      <PageHeader
        title="Proyectos"
        description="Proyectos con su tablero de tareas"
        actions={canManage && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ project: null })}>Agregar</Button>
        )}
      />
      <DataTable<ProjectRead>
        path="/task/project/"
        keys={queryKeys.projects}
        columns={columns}
        searchPlaceholder="Buscar por nombre o descripción"
        toolbar={<SegmentedControl aria-label="Vista" value={view} onChange={(value) => setView(value as View)} data={VIEW_OPTIONS} />}
        renderBody={renderCards}
      />
      <ProjectFormModal opened={form !== null} project={form?.project ?? null} onClose={() => setForm(null)} />
    </>
  );
}
