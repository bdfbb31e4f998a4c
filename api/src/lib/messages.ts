import { INPUT_MESSAGES } from '@gym/domain';

/** Messages only the REST service produces (protocol-level problems, not business rules). */
export const API_MESSAGES = {
  routeNotFound: 'Ruta no encontrada',
  malformedJson: INPUT_MESSAGES.malformedJson,
  emptyJson: 'El cuerpo de la solicitud está vacío',
  unsupportedMediaType: INPUT_MESSAGES.unsupportedMediaType,
  badRequest: 'Solicitud inválida',
  malformedMultipart: 'El formulario enviado está incompleto o mal formado',
  serviceUnavailable: 'Servicio no disponible',
} as const;
