/** Colombian names, places and companies the demo contacts are made of. */

export const MALE_NAMES = [
  'Juan', 'Carlos', 'Andrés', 'Luis', 'Jorge', 'José', 'Diego', 'Felipe', 'Santiago', 'Sebastián', 'Alejandro', 'Daniel',
  'David', 'Camilo', 'Mauricio', 'Óscar', 'Julián', 'Nicolás', 'Esteban', 'Fernando', 'Hernán', 'Jaime', 'Ricardo',
  'Gustavo', 'Alberto', 'Manuel', 'Miguel', 'Samuel', 'Mateo', 'Emilio', 'Germán', 'Fabio', 'Álvaro', 'Iván', 'Héctor',
  'Rafael', 'Gabriel', 'Martín', 'Tomás', 'Simón',
] as const;

export const FEMALE_NAMES = [
  'María', 'Ana', 'Luz', 'Paola', 'Carolina', 'Daniela', 'Valentina', 'Natalia', 'Andrea', 'Juliana', 'Catalina', 'Laura',
  'Sandra', 'Diana', 'Claudia', 'Marcela', 'Patricia', 'Lina', 'Tatiana', 'Ángela', 'Gloria', 'Adriana', 'Sofía',
  'Isabella', 'Camila', 'Mariana', 'Manuela', 'Alejandra', 'Lucía', 'Beatriz', 'Liliana', 'Viviana', 'Estefanía',
  'Ximena', 'Mónica', 'Paula', 'Sara', 'Verónica', 'Margarita', 'Esperanza',
] as const;

export const SURNAMES = [
  'Rodríguez', 'Gómez', 'González', 'Martínez', 'García', 'López', 'Hernández', 'Sánchez', 'Ramírez', 'Pérez', 'Díaz',
  'Muñoz', 'Rojas', 'Moreno', 'Jiménez', 'Vargas', 'Castro', 'Gutiérrez', 'Álvarez', 'Ortiz', 'Ruiz', 'Suárez', 'Torres',
  'Romero', 'Valencia', 'Restrepo', 'Ospina', 'Cardona', 'Londoño', 'Zapata', 'Arango', 'Giraldo', 'Quintero', 'Mejía',
  'Cárdenas', 'Herrera', 'Osorio', 'Duque', 'Salazar', 'Montoya', 'Velásquez', 'Correa', 'Betancur', 'Agudelo',
  'Castaño', 'Bermúdez', 'Parra', 'Pineda', 'Acosta', 'Ríos', 'Navarro', 'Mendoza', 'Camacho', 'Rincón', 'Cifuentes',
  'Beltrán', 'Patiño', 'Serna', 'Henao', 'Ocampo',
] as const;

export interface City {
  name: string;
  /** Fixed-line area code (Colombia's 60X numbering). */
  areaCode: string;
  /** How often contacts live there. */
  weight: number;
  neighbourhoods: readonly string[];
}

export const CITIES: readonly City[] = [
  { name: 'Bogotá', areaCode: '601', weight: 30, neighbourhoods: ['Chapinero', 'Usaquén', 'Kennedy', 'Suba', 'Teusaquillo', 'Fontibón', 'Cedritos', 'Modelia'] },
  { name: 'Medellín', areaCode: '604', weight: 16, neighbourhoods: ['El Poblado', 'Laureles', 'Belén', 'Envigado', 'Robledo', 'La América'] },
  { name: 'Cali', areaCode: '602', weight: 12, neighbourhoods: ['San Fernando', 'Ciudad Jardín', 'El Ingenio', 'Granada', 'Pance'] },
  { name: 'Barranquilla', areaCode: '605', weight: 10, neighbourhoods: ['El Prado', 'Riomar', 'Alto Prado', 'Boston', 'Villa Country'] },
  { name: 'Bucaramanga', areaCode: '607', weight: 10, neighbourhoods: ['Cabecera', 'Sotomayor', 'Provenza', 'La Aurora', 'Lagos del Cacique'] },
  { name: 'Pereira', areaCode: '606', weight: 7, neighbourhoods: ['Pinares', 'Álamos', 'Cuba', 'Circunvalar'] },
  { name: 'Cartagena', areaCode: '605', weight: 8, neighbourhoods: ['Bocagrande', 'Manga', 'Crespo', 'Pie de la Popa'] },
  { name: 'Manizales', areaCode: '606', weight: 7, neighbourhoods: ['Palermo', 'Chipre', 'La Francia', 'Milán'] },
];

export const STREET_KINDS = ['Calle', 'Carrera', 'Avenida', 'Diagonal', 'Transversal'] as const;

/** Mobile prefixes of the Colombian operators. */
export const MOBILE_PREFIXES = ['300', '301', '302', '304', '305', '310', '311', '312', '313', '314', '315', '316', '317', '318', '319', '320', '321', '350', '351'] as const;

export const EMAIL_DOMAINS: readonly (readonly [string, number])[] = [
  ['gmail.com', 55], ['hotmail.com', 20], ['outlook.com', 12], ['yahoo.es', 6], ['une.net.co', 4], ['live.com', 3],
];

/** Middle of 'Inversiones … S.A.S.'. */
export const COMPANY_NAMES = [
  'El Roble', 'Montecarlo', 'La Esperanza', 'Andina del Sur', 'del Caribe', 'Santa Lucía', 'Los Alpes', 'Cafetera del Quindío',
  'San Rafael', 'Altamira', 'Guadalupe', 'El Nogal', 'Pacífico', 'La Sabana', 'Horizonte', 'Tequendama', 'Río Grande',
  'Bochica', 'El Dorado', 'Palmira', 'Los Cerezos', 'Monserrate', 'Bahía Dorada', 'Cerro Verde', 'La Ceiba',
] as const;

export const COMPANY_ACTIVITIES = [
  'Comercio al por mayor de alimentos', 'Transporte de carga por carretera', 'Construcción de edificios residenciales',
  'Actividades inmobiliarias', 'Cultivo y comercialización de café', 'Distribución de materiales de construcción',
  'Servicios de consultoría empresarial', 'Comercio de vehículos y repuestos', 'Servicios de salud ocupacional',
  'Hoteles y turismo',
] as const;

/** Letters and digits without accents or spaces, for e-mail addresses and domains. */
export function plainText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}
