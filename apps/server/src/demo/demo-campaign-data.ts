import type { AccountCreate, ClosingHours, GestionType } from '@atiende/shared';

/**
 * The demo campaigns: their texts, typification and how their gestiones look. In observaciones,
 * {placa} is the vehicle's plate and {hora} the hour agreed for the next call.
 */

export interface DemoCalificacion {
  name: string;
  /** How often it is chosen within its Resultado. */
  weight: number;
  /** Share of its gestiones marked as lead. */
  lead?: number;
  /** Share of its gestiones that set a next-contact date. */
  nextContact?: number;
  /** Only makes sense on a phone call (a voicemail, a busy line). */
  callOnly?: boolean;
  observaciones: string[];
}

export interface DemoResultado {
  name: string;
  weight: number;
  calificaciones: DemoCalificacion[];
}

export interface DemoCampaign {
  name: string;
  description: string;
  closingHours: ClosingHours;
  /** Document number of its account. */
  accountDocument: string;
  /** Share of the demo gestiones. */
  weight: number;
  /** How many of the demo persons it holds, and whether its companies join. */
  persons: number;
  withCompanies: boolean;
  /** A plate on every gestión. */
  withPlaca: boolean;
  channels: [GestionType, number][];
  resultados: DemoResultado[];
}

export const DEMO_ACCOUNTS: AccountCreate[] = [
  { name: 'Seguros Cóndor S.A.', documentType: 'NIT', documentNumber: '8600045123', address: 'Carrera 7 # 71-21, Torre B Piso 12', phone: '6013127700', city: 'Bogotá' },
  { name: 'Banco Tequendama', documentType: 'NIT', documentNumber: '8600342156', address: 'Calle 72 # 10-07', phone: '6017426000', city: 'Bogotá' },
  { name: 'TelePacífico Comunicaciones S.A.S.', documentType: 'NIT', documentNumber: '9004563217', address: 'Avenida 6N # 23-45', phone: '6024881200', city: 'Cali' },
  { name: 'Clínica Santa Helena', documentType: 'NIT', documentNumber: '8909012348', address: 'Carrera 48 # 19A-40', phone: '6043445500', city: 'Medellín' },
];

export const DEMO_TIPOS_GESTION = ['Llamada saliente', 'Llamada entrante', 'WhatsApp', 'Telegram', 'Correo'] as const;

const NO_CONTACTADO: DemoResultado = {
  name: 'No contactado',
  weight: 30,
  calificaciones: [
    {
      name: 'No contesta', weight: 5, observaciones: [
        'Sin respuesta en dos intentos seguidos.',
        'No responde; se le deja mensaje para que se comunique con nosotros.',
        'El cliente no responde en el horario acordado.',
        'Sin respuesta; se intentará de nuevo en la tarde.',
      ],
    },
    {
      name: 'Buzón de voz', weight: 4, callOnly: true, observaciones: [
        'Entra directo a buzón de voz, se deja mensaje con el motivo de la llamada.',
        'Buzón de voz. Se intentará de nuevo en la tarde.',
        'Celular apagado, cae a buzón.',
      ],
    },
    {
      name: 'Número equivocado', weight: 1, observaciones: [
        'Responde otra persona, dice que no conoce al titular.',
        'El número ya no pertenece al cliente; se solicita actualizar datos.',
        'Número fuera de servicio.',
      ],
    },
  ],
};

const VOLVER_A_LLAMAR: DemoResultado = {
  name: 'Volver a llamar',
  weight: 15,
  calificaciones: [
    {
      name: 'Ocupado', weight: 2, callOnly: true, nextContact: 0.8, observaciones: [
        'Línea ocupada en tres intentos, se reprograma.',
        'Contesta pero está manejando, pide que lo llamen después.',
        'Está en reunión; se agenda nueva llamada para las {hora} del día acordado.',
      ],
    },
    {
      name: 'Solicita llamar más tarde', weight: 3, nextContact: 1, observaciones: [
        'Pide que lo contacten a las {hora}, ahora no puede atender.',
        'Un familiar informa que el titular llega en la tarde; retomar a las {hora} del día acordado.',
        'Cliente en el trabajo, prefiere que lo contacten a las {hora} para revisar con calma.',
        'Solicita que le escriban otro día por WhatsApp para revisar con calma.',
      ],
    },
  ],
};

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    name: 'Renovación SOAT 2026',
    description: 'Llamadas a clientes con SOAT próximo a vencer para ofrecer la renovación, enviar el link de pago y confirmar la expedición de la póliza.',
    closingHours: 24,
    accountDocument: '8600045123',
    weight: 35,
    persons: 120,
    withCompanies: false,
    withPlaca: true,
    channels: [['Telefonía - Manual', 65], ['WhatsApp', 30], ['Telegram', 5]],
    resultados: [
      {
        name: 'Contactado',
        weight: 55,
        calificaciones: [
          {
            name: 'Acepta renovación', weight: 4, lead: 0.8, observaciones: [
              'Cliente acepta la renovación del SOAT de la placa {placa}; se envía link de pago por WhatsApp.',
              'Renueva para la placa {placa}, paga con tarjeta débito. Póliza enviada al correo.',
              'Acepta renovar, pide que la póliza llegue al correo registrado.',
              'Confirma renovación y paga por PSE en el momento.',
            ],
          },
          {
            name: 'Solicita cotización', weight: 3, lead: 0.6, nextContact: 0.7, observaciones: [
              'Pide cotización para la placa {placa} y para la moto de su hijo.',
              'Quiere comparar precios; se envía cotización al correo y se agenda seguimiento.',
              'Solicita valor con descuento por pronto pago; se le envía la cotización.',
            ],
          },
          {
            name: 'No interesado', weight: 2, observaciones: [
              'Ya renovó con otra aseguradora a través del concesionario.',
              'Vendió el vehículo, no requiere el seguro.',
              'No le interesa, compra el SOAT en línea por su cuenta.',
            ],
          },
        ],
      },
      NO_CONTACTADO,
      VOLVER_A_LLAMAR,
    ],
  },
  {
    name: 'Cartera Tarjeta Oro',
    description: 'Cobro preventivo y acuerdos de pago con tarjetahabientes Oro que tienen cuotas vencidas entre 1 y 60 días.',
    closingHours: 12,
    accountDocument: '8600342156',
    weight: 30,
    persons: 80,
    withCompanies: false,
    withPlaca: false,
    channels: [['Telefonía - Manual', 75], ['WhatsApp', 25]],
    resultados: [
      {
        name: 'Contactado',
        weight: 55,
        calificaciones: [
          {
            name: 'Promesa de pago', weight: 4, nextContact: 0.6, observaciones: [
              'Se compromete a pagar el saldo en mora el viernes en la sucursal virtual.',
              'Promete pagar la cuota mínima el día 15, cuando recibe la quincena.',
              'Indica que paga esta semana por la app del banco.',
            ],
          },
          {
            name: 'Acuerdo de pago', weight: 3, lead: 0.3, observaciones: [
              'Se acuerda diferir el saldo a 12 cuotas; se envía el acuerdo al correo.',
              'Acepta acuerdo de pago en tres cuotas, primera cuota la próxima semana.',
              'Se negocia condonación de intereses de mora con pago de contado.',
            ],
          },
          {
            name: 'Ya pagó', weight: 2, observaciones: [
              'Informa que pagó ayer por PSE; se le pide enviar el soporte.',
              'El pago ya aparece aplicado en el sistema.',
            ],
          },
          {
            name: 'Se niega a pagar', weight: 1, observaciones: [
              'No reconoce una compra del extracto, se remite a reclamaciones.',
              'Dice estar sin empleo y no puede pagar por ahora.',
            ],
          },
        ],
      },
      NO_CONTACTADO,
      VOLVER_A_LLAMAR,
    ],
  },
  {
    name: 'Bienvenida Clientes Nuevos',
    description: 'Llamada de bienvenida a los clientes vinculados en el último mes: confirmación de datos, activación de la app y presentación de beneficios.',
    closingHours: 24,
    accountDocument: '9004563217',
    weight: 15,
    persons: 60,
    withCompanies: true,
    withPlaca: false,
    channels: [['Telefonía - Manual', 50], ['WhatsApp', 40], ['Telegram', 10]],
    resultados: [
      {
        name: 'Contactado',
        weight: 60,
        calificaciones: [
          {
            name: 'Bienvenida realizada', weight: 5, observaciones: [
              'Se da la bienvenida y el cliente activa la app con nuestra guía.',
              'Bienvenida completa; se explican los beneficios del plan y los canales de atención.',
              'Muy amable, agradece el contacto. Queda con el número de soporte.',
            ],
          },
          {
            name: 'Actualiza datos', weight: 2, observaciones: [
              'Actualiza la dirección de facturación y el correo electrónico.',
              'Cambia el número principal; el anterior era de la oficina.',
            ],
          },
          {
            name: 'Solicita información adicional', weight: 2, lead: 0.7, nextContact: 0.5, observaciones: [
              'Pregunta por el plan empresarial para su negocio; se envía el portafolio.',
              'Interesado en agregar otra línea; se le envía la propuesta por correo.',
            ],
          },
        ],
      },
      NO_CONTACTADO,
      VOLVER_A_LLAMAR,
    ],
  },
  {
    name: 'Encuesta de Satisfacción',
    description: 'Encuesta telefónica y por WhatsApp sobre la atención recibida en los últimos 30 días (NPS y comentarios).',
    closingHours: 20,
    accountDocument: '8909012348',
    weight: 20,
    persons: 90,
    withCompanies: true,
    withPlaca: false,
    channels: [['WhatsApp', 55], ['Telefonía - Manual', 35], ['Telegram', 10]],
    resultados: [
      {
        name: 'Contactado',
        weight: 60,
        calificaciones: [
          {
            name: 'Encuesta completa', weight: 5, observaciones: [
              'Califica la atención con 9; destaca la amabilidad de la recepción.',
              'Responde la encuesta completa. Sugiere mejorar los tiempos de espera.',
              'Califica con 10, muy satisfecho con el médico tratante.',
              'Nota de 6: la cita se demoró más de una hora.',
            ],
          },
          {
            name: 'Encuesta parcial', weight: 2, nextContact: 0.5, observaciones: [
              'Responde las dos primeras preguntas y pide terminar otro día.',
              'Se corta la comunicación a mitad de la encuesta.',
            ],
          },
          {
            name: 'No desea participar', weight: 1, observaciones: [
              'Agradece pero no desea responder encuestas.',
              'Pide no volver a ser contactado para encuestas.',
            ],
          },
        ],
      },
      NO_CONTACTADO,
      VOLVER_A_LLAMAR,
    ],
  },
];
