/** Messages only the REST service produces (protocol-level problems, not business rules). */
export const API_MESSAGES = {
  routeNotFound: 'Ruta no encontrada',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido',
  emptyJson: 'El cuerpo de la solicitud está vacío',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  badRequest: 'Solicitud inválida',
  serviceUnavailable: 'Servicio no disponible',
} as const;
