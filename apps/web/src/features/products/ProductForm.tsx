import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from '../../ui/use-form';
import { modals } from '@mantine/modals';
import { Divider, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { MONEY_PATTERN, PRODUCT_MSG, ProductCreate, formatPesos, type ProductRead } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { FormCard } from '../../ui/FormCard';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { ProductDetails } from './ProductDetails';
import { ProductImages, emptyImageDraft, type ImageDraft } from './ProductImages';
import { initialProductValues, toProductPayload, type ProductValues } from './product-form';
import {
  createProduct, deleteProductImage, updateProduct, uploadProductImage, useRefreshProducts,
} from './products.api';

/** 'Lo Sentimos,' with the server's reason; OK goes back to the list (§8.6). */
function showFailure(error: unknown, onOk: () => void) {
  const message = error instanceof ApiError ? error.message : 'Ocurrió un error inesperado. Inténtelo de nuevo.';
  modals.openConfirmModal({
    title: 'Lo Sentimos,',
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: 'OK', cancel: 'Cerrar' },
    cancelProps: { display: 'none' },
    onConfirm: onOk,
  });
}

const hasFieldErrors = (error: unknown) => error instanceof ApiError && Object.keys(error.fields).length > 0;

/** The product form of /productos/add_producto and /productos/{id}/edit_producto. */
export function ProductForm({ product }: { product?: ProductRead }) {
  const navigate = useNavigate();
  const refreshProducts = useRefreshProducts();
  const [images, setImages] = useState<ImageDraft>(emptyImageDraft(product?.imagenes));
  const [imageError, setImageError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<ProductValues>({
    initialValues: initialProductValues(product),
    validate: schemaValidator(ProductCreate, toProductPayload),
  });

  const save = async (values: ProductValues) => {
    setBusy(true);
    let saved: ProductRead | undefined;
    try {
      const payload = toProductPayload(values);
      saved = product ? await updateProduct(product.id, payload) : await createProduct(payload);
      for (const id of images.removed) await deleteProductImage(saved.id, id);
      for (const file of images.added) await uploadProductImage(saved.id, file);
      await refreshProducts();
      if (product) notifySuccess(PRODUCT_MSG.updated);
      else notifySuccess(PRODUCT_MSG.created, undefined, PRODUCT_MSG.createdTitle);
      navigate('/productos');
    } catch (error) {
      if (!saved && hasFieldErrors(error)) showServerErrors(form, error);
      else {
        await refreshProducts();
        showFailure(error, () => navigate('/productos'));
      }
    } finally {
      setBusy(false);
    }
  };

  const precio = form.values.precio.trim();
  return (
    <FormCard onSubmit={form.onSubmit(save)} submitLabel="Guardar" busy={busy} backTo="/productos" maw={960}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nombre" withAsterisk autoFocus {...form.getInputProps('name')} />
        <TextInput label="Código del producto" withAsterisk {...form.getInputProps('codigo_producto')} />
        <TextInput label="Marca" withAsterisk {...form.getInputProps('marca')} />
        <TextInput label="Categoría" {...form.getInputProps('categoria')} />
        <TextInput label="Precio" withAsterisk inputMode="decimal" placeholder="125000.50" leftSection="$"
          description={MONEY_PATTERN.test(precio) ? formatPesos(precio) : 'En pesos, con punto para los decimales'}
          {...form.getInputProps('precio')} />
      </SimpleGrid>
      <Textarea label="Descripción" withAsterisk autosize minRows={3} maxRows={8} {...form.getInputProps('descripcion')} />
      <Divider />
      <ProductDetails form={form} />
      <Divider />
      <ProductImages draft={images} error={imageError} onChange={setImages} onError={setImageError} />
    </FormCard>
  );
}
