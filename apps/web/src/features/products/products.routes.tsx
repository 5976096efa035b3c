import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ProductsPage = lazyPage(() => import('./ProductsPage'), 'ProductsPage');
const ProductCreatePage = lazyPage(() => import('./ProductFormPage'), 'ProductCreatePage');
const ProductUpdatePage = lazyPage(() => import('./ProductFormPage'), 'ProductUpdatePage');

export const productsRoutes: RouteObject[] = [
  { path: '/productos', element: <ProductsPage /> },
  { path: '/productos/add_producto', element: <ProductCreatePage /> },
  { path: '/productos/:id/edit_producto', element: <ProductUpdatePage /> },
];
