import { Link } from 'react-router';
import { Avatar, Button, Text } from '@mantine/core';
import { IconPackage, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, PRODUCT_MSG, formatPesos, type ProductRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { RowActions, confirmedDeleteAction, editAction } from '../../ui/RowActions';
import { withAccessToken } from '../../ui/file-url';
import { deleteProduct, useRefreshProducts } from './products.api';

/** The first picture of a product, or a box when it has none. */
function ProductThumb({ product }: { product: ProductRead }) {
  const first = product.imagenes[0];
  return (
    <Avatar src={first ? withAccessToken(first.imagen) : null} radius="sm" size={40} alt={product.name}>
      <IconPackage size={20} />
    </Avatar>
  );
}

/** /productos: 30 a page with search, edit links and delete. */
export function ProductsPage() {
  const me = useMe();
  const canManage = hasPermission(me, PERMISSIONS.productsManage);
  const canDelete = hasPermission(me, PERMISSIONS.productsDelete);
  const refreshProducts = useRefreshProducts();

  const remove = (product: ProductRead) =>
    confirmedDeleteAction(product.name, {
      question: PRODUCT_MSG.deleteConfirm,
      success: PRODUCT_MSG.deleted,
      subject: `${product.name} (${product.codigo_producto})`,
      cancelMessage: PRODUCT_MSG.cancelled,
      remove: () => deleteProduct(product.id).then(refreshProducts),
    });

  const columns: Column<ProductRead>[] = [
    { header: 'Imagen', width: 70, render: (product) => <ProductThumb product={product} /> },
    { header: 'Código', sort: 'codigo_producto', render: (product) => product.codigo_producto },
    { header: 'Nombre', sort: 'name', render: (product) => <Text size="sm" fw={500}>{product.name}</Text> },
    { header: 'Marca', sort: 'marca', render: (product) => product.marca },
    { header: 'Categoría', sort: 'categoria', render: (product) => product.categoria || '—' },
    { header: 'Precio', sort: 'precio', render: (product) => formatPesos(product.precio) },
    {
      header: 'Acción',
      width: 100,
      render: (product) => (
        <RowActions actions={[
          canManage && editAction(product.name, { to: `/productos/${product.id}/edit_producto` }),
          canDelete && remove(product),
        ]} />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Productos"
        description="Catálogo de la tienda"
        actions={canManage && (
          <Button component={Link} to="/productos/add_producto" leftSection={<IconPlus size={16} />}>Agregar</Button>
        )}
      />
      <DataTable<ProductRead>
        path="/productos/"
        keys={queryKeys.products}
        columns={columns}
        searchPlaceholder="Buscar por nombre, código, marca o categoría"
      />
    </>
  );
}
