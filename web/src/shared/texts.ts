/** Texts of shared UI parts that the domain catalogue does not already hold. */
export const SHARED_TEXTS = {
  notFoundTitle: 'Página no encontrada',
  notFoundBody: 'La página que buscas no existe o fue movida.',
  forbiddenTitle: 'Acceso denegado',
  forbiddenBody: 'No tienes permisos para ver esta sección.',
  goBack: 'Volver',
  goToMyHome: 'Ir a mi panel',
  chunkFailedBody: 'No se pudo cargar una parte de la aplicación. Revisa tu conexión y recarga la página.',
  formDialog: {
    back: 'Volver',
    discardTitle: '¿Descartar los cambios?',
    discardBody: 'Lo escrito en este formulario se perderá.',
    keepEditing: 'Seguir editando',
    discard: 'Descartar',
  },
  openCalendar: 'Elegir en el calendario',
  searchShortcut: 'Atajo: / para buscar',
  orderProgress: 'Avance del pedido',
  orderStepBy: (name: string) => `Por ${name}`,
  writeOnWhatsApp: 'Escribir por WhatsApp',
  unexpectedBody: 'Ocurrió un error inesperado. Puedes recargar la página o volver al inicio.',
} as const;
