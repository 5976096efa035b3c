import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MSG, NOTICE_AUTO_CLOSE_MS } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { FormSkeleton } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { notifyError } from '../../ui/notices';
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

/** /productos/{id}/edit_producto: the product is loaded first; if it cannot be, the reason is shown and the page returns to /productos. */
export function ProductUpdatePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data: product, error } = useProduct(id);
  const validId = Number.isInteger(id) && id > 0;
  useEffect(() => {
    const failure = !validId ? new ApiError(404, { detail: MSG.notFound }) : error;
    if (!failure) return;
    notifyError(failure);
    const timer = setTimeout(() => navigate('/productos'), NOTICE_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [validId, error, navigate]);

  return (
    <>
      <PageHeader title="Editar producto" description={product?.name} />
      {product ? <ProductForm product={product} /> : <FormSkeleton rows={4} maw={960} />}
    </>
  );
}
