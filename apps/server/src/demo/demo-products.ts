import { sql } from 'drizzle-orm';
import { ProductCreate } from '@atiende/shared';
import type { Db } from '../db/client.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import { createProduct } from '../modules/products/products.service.js';
import { products } from '../modules/products/products.tables.js';

type DemoProduct = Omit<ProductCreate, 'detalles_producto'> & { detalles_producto: Record<string, string>[] };

/** The store's catalogue: what the campaigns offer, priced in pesos. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'SOAT Automóvil Particular', codigo_producto: 'SOAT-AUT-01', categoria: 'Seguros', marca: 'Seguros Cóndor', precio: '723000',
    descripcion: 'Seguro obligatorio para automóviles familiares de menos de 1.500 c.c., vigencia de un año.',
    detalles_producto: [{ 'diseño': 'Póliza digital', pais: 'Colombia', descripcion: 'Cobertura de gastos médicos hasta 800 SMDLV', observaciones: 'Se envía al correo del tomador' }],
  },
  {
    name: 'SOAT Motocicleta', codigo_producto: 'SOAT-MOT-01', categoria: 'Seguros', marca: 'Seguros Cóndor', precio: '556500',
    descripcion: 'Seguro obligatorio para motocicletas de 100 a 200 c.c., vigencia de un año.',
    detalles_producto: [{ 'diseño': 'Póliza digital', pais: 'Colombia', descripcion: 'Incluye transporte de víctimas', observaciones: '' }],
  },
  {
    name: 'Póliza Todo Riesgo Vehículo', codigo_producto: 'TR-VEH-02', categoria: 'Seguros', marca: 'Seguros Cóndor', precio: '2450000.00',
    descripcion: 'Cobertura por daños, hurto y responsabilidad civil extracontractual, con asistencia en carretera.',
    detalles_producto: [
      { 'diseño': 'Plan Plus', pais: 'Colombia', descripcion: 'Deducible del 10 %', observaciones: 'Vehículo de reemplazo 10 días' },
      { 'diseño': 'Plan Básico', pais: 'Colombia', descripcion: 'Deducible del 20 %', observaciones: 'Sin vehículo de reemplazo' },
    ],
  },
  {
    name: 'Tarjeta de Crédito Oro', codigo_producto: 'TC-ORO-01', categoria: 'Productos financieros', marca: 'Banco Tequendama', precio: '0',
    descripcion: 'Tarjeta de crédito con cupo desde 3 millones, cuota de manejo gratis el primer año.',
    detalles_producto: [{ 'diseño': 'Tarjeta metálica dorada', pais: 'Colombia', descripcion: 'Acumula 1 punto por cada 1.000 pesos', observaciones: 'Sujeta a estudio de crédito' }],
  },
  {
    name: 'Plan Hogar Fibra 300 Mb', codigo_producto: 'HOG-FIB-300', categoria: 'Telecomunicaciones', marca: 'TelePacífico', precio: '89900',
    descripcion: 'Internet por fibra óptica de 300 Mb con router Wi-Fi 6 y línea fija ilimitada.',
    detalles_producto: [{ 'diseño': 'Router Wi-Fi 6', pais: 'China', descripcion: 'Instalación en 48 horas', observaciones: 'Permanencia mínima de 12 meses' }],
  },
  {
    name: 'Plan Móvil 40 GB', codigo_producto: 'MOV-40GB', categoria: 'Telecomunicaciones', marca: 'TelePacífico', precio: '45900.50',
    descripcion: 'Plan pospago con 40 GB, minutos ilimitados y WhatsApp sin consumo de datos.',
    detalles_producto: [],
  },
  {
    name: 'Chequeo Médico Ejecutivo', codigo_producto: 'SAL-CHE-EJ', categoria: 'Salud', marca: 'Clínica Santa Helena', precio: '1350000',
    descripcion: 'Valoración médica completa en una mañana: laboratorios, imágenes y consulta con especialista.',
    detalles_producto: [
      { 'diseño': 'Paquete mañana', pais: 'Colombia', descripcion: 'Incluye desayuno', observaciones: 'Ayuno de 8 horas' },
    ],
  },
  {
    name: 'Kit de Bienvenida', codigo_producto: 'KIT-BIEN-01', categoria: 'Obsequios', marca: 'Atiende', precio: '35000',
    descripcion: 'Termo, libreta y bolígrafo con la marca del cliente para las campañas de bienvenida.',
    detalles_producto: [{ 'diseño': 'Azul corporativo', pais: 'Colombia', descripcion: 'Termo de acero de 500 ml', observaciones: '' }],
  },
];

/** Creates the demo products whose code is not stored yet. */
export async function loadDemoProducts(db: Db, actor: AuditActor): Promise<void> {
  for (const product of DEMO_PRODUCTS) {
    const [existing] = await db.select({ id: products.id }).from(products)
      .where(sql`lower(${products.codigoProducto}) = lower(${product.codigo_producto})`);
    if (!existing) await createProduct(db, actor, ProductCreate.parse(product));
  }
}
