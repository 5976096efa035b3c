import { Alert } from '@mantine/core';
import { FormSkeleton } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { NotFoundState } from '../errors/NotFoundPage';
import { ProductForm } from './ProductForm';
import { useProduct } from './products.api';

/** /productos/add_producto. */
export function ProductCreatePage() {
  return (
    <>
      <PageHeader title="Agregar producto" />
      <ProductForm />
    </>
  );
}

/** /productos/{id}/edit_producto: the product is loaded first; a malformed id or a missing product shows the not-found state. */
export function ProductUpdatePage() {
  const id = useRouteId();
  const { data: product, error } = useProduct(id ?? 0);
  if (id === null || isNotFound(error)) return <NotFoundState />;
  return (
    <>
      <PageHeader title="Editar producto" description={product?.name} />
      {error ? <Alert color="red" title="Lo Sentimos,">{(error as Error).message}</Alert>
        : product ? <ProductForm product={product} /> : <FormSkeleton rows={4} maw={960} />}
    </>
  );
}
