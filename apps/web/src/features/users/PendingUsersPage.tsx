import { Link } from 'react-router';
import dayjs from 'dayjs';
import { Button, Paper, Skeleton, Table, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { PageHeader } from '../../ui/PageHeader';
import { usePendingUsers } from './users.api';

const COLUMNS = ['#', 'Nombre', 'Usuario', 'Fecha de registro', 'Acciones'];

export function PendingUsersPage() {
  const { data, isPending, isError } = usePendingUsers();
  return (
    <>
      <PageHeader
        title="Usuarios por vincular"
        description="Usuarios registrados que aún no tienen un rol."
        actions={<Button variant="default" component={Link} to="/users">Volver</Button>}
      />
      <Paper withBorder p="md" radius="md">
        <Table.ScrollContainer minWidth={600}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>{COLUMNS.map((c) => <Table.Th key={c}>{c}</Table.Th>)}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {isPending &&
                Array.from({ length: 3 }, (_, i) => (
                  <Table.Tr key={i}>{COLUMNS.map((c) => <Table.Td key={c}><Skeleton height={14} /></Table.Td>)}</Table.Tr>
                ))}
              {data?.map((user, index) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{user.get_full_name}</Table.Td>
                  <Table.Td>{user.username}</Table.Td>
                  <Table.Td>{dayjs(user.created_at).format('DD/MM/YYYY HH:mm')}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" component={Link} to={`/rol/update_rol/${user.id}`}
                      leftSection={<IconUserCheck size={16} />} aria-label={`Asignar rol a ${user.username}`}>
                      Asignar rol
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {isError && <Text ta="center" c="red" py="xl">No se pudo cargar la información.</Text>}
        {data?.length === 0 && <Text ta="center" c="dimmed" py="xl">No hay usuarios pendientes por vincular.</Text>}
      </Paper>
    </>
  );
}
