import type { RouteObject } from 'react-router';
import { ProductsPage } from './ProductsPage';
import { ProductCreatePage, ProductUpdatePage } from './ProductFormPage';

export const productsRoutes: RouteObject[] = [
  { path: '/productos', element: <ProductsPage /> },
  { path: '/productos/add_producto', element: <ProductCreatePage /> },
  { path: '/productos/:id/edit_producto', element: <ProductUpdatePage /> },
];
