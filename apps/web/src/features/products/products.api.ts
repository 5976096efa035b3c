import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import { client, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const keys = queryKeys.products;

export function useProduct(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => client.get('/productos/{id}/', { path: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: (failures, error) => !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && failures < 1,
  });
}

export type ProductBody = Body<'/productos/', 'post'>;

export const createProduct = (body: ProductBody) => client.post('/productos/', { body });

export const updateProduct = (id: number, body: ProductBody) => client.put('/productos/{id}/', { path: { id }, body });

export const deleteProduct = (id: number) => client.delete('/productos/{id}/', { path: { id } });

export function uploadProductImage(id: number, file: File) {
  const body = new FormData();
  body.append('imagen', file);
  return client.post('/productos/{id}/imagenes/', { path: { id }, body });
}

export const deleteProductImage = (id: number, imagen: number) =>
  client.delete('/productos/{id}/imagenes/{imagen}/', { path: { id, imagen } });

export function useRefreshProducts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}
