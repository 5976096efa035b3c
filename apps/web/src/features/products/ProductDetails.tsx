import { ActionIcon, Button, Group, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ProductValues } from './product-form';

const COLUMNS = [['diseño', 'Diseño'], ['pais', 'País'], ['descripcion', 'Descripción'], ['observaciones', 'Observaciones']] as const;

/** 'Detalles del producto': rows of diseño, país, descripción and observaciones; blank rows are left out on saving. */
export function ProductDetails({ form }: { form: UseFormReturnType<ProductValues> }) {
  const rows = form.values.detalles_producto;
  const error = form.errors.detalles_producto;
  return (
    <div>
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={500}>Detalles del producto</Text>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('detalles_producto', { 'diseño': '', pais: '', descripcion: '', observaciones: '', key: crypto.randomUUID() })}>
          Agregar detalle
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">Sin detalles</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} mah={350}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map(([, label]) => <Table.Th key={label}>{label}</Table.Th>)}
                <Table.Th w={50} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.key}>
                  {COLUMNS.map(([field, label]) => (
                    <Table.Td key={field}>
                      <TextInput aria-label={`${label} del detalle ${index + 1}`} size="xs"
                        {...form.getInputProps(`detalles_producto.${index}.${field}`)} />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={`Quitar detalle ${index + 1}`}
                      onClick={() => form.removeListItem('detalles_producto', index)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {error && <Text size="sm" c="red" mt={4}>{error}</Text>}
    </div>
  );
}
