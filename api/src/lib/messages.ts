import { INPUT_MESSAGES } from '@gym/domain';

/** Messages only the REST service produces (protocol-level problems, not business rules). */
export const API_MESSAGES = {
  routeNotFound: 'Ruta no encontrada',
  malformedJson: INPUT_MESSAGES.malformedJson,
  emptyJson: 'El cuerpo de la solicitud está vacío',
  unsupportedMediaType: INPUT_MESSAGES.unsupportedMediaType,
  badRequest: 'Solicitud inválida',
  serviceUnavailable: 'Servicio no disponible',
} as const;
