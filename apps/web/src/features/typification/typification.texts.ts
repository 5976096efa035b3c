/** Texts of the typification screens that the server does not send. */
export const TYPIFICATION_TEXTS = {
  resultadoDeleteQuestion: '¿Estás seguro de que quieres eliminar este Resultado ?',
  resultadoDeleted: 'Se ha eliminado el Resultado con éxito',
  calificacionDeleteQuestion: '¿Estás seguro de que quieres eliminar esta Calificación ?',
  calificacionDeleted: 'Se ha eliminado la Calificación con éxito',
  tipoGestionDeleteQuestion: '¿Estás seguro de que quieres eliminar este Tipo de Gestión ?',
  tipoGestionDeleted: 'Se ha eliminado el Tipo de Gestión con éxito',
} as const;
