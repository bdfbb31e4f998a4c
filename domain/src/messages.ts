/** The Spanish message catalogue shared by api, bff and web. Exact spec wording where the spec gives one. */

export const USER_MESSAGES = {
  clientsCannotList: 'Los clientes no pueden ver la lista de usuarios',
  collaboratorsOnlyCreateClients: 'Los colaboradores solo pueden crear usuarios clientes',
  collaboratorsCannotEdit: 'Los colaboradores no pueden editar usuarios existentes',
  collaboratorsCannotDelete: 'Los colaboradores no pueden eliminar usuarios',
  cannotEditSelf: 'No puedes editarte a ti mismo desde la gestión de usuarios',
  cannotDeleteSelf: 'No puedes eliminarte a ti mismo',
  cannotViewUser: 'No tienes permiso para ver este usuario',
  cannotViewOwnDetails: 'Consulta tus propios datos desde tu perfil',
  noPermission: 'No tienes permisos para realizar esta acción',
  searchTooShort: 'La búsqueda debe tener al menos 2 caracteres',
  notFound: 'Usuario no encontrado',
  emailTaken: 'Ya existe un usuario con ese correo electrónico',
  invalidRole: 'Rol no válido',
  created: 'Usuario creado exitosamente',
  updated: 'Usuario actualizado exitosamente',
  deleted: 'Usuario eliminado exitosamente',
} as const;

export const AUTH_MESSAGES = {
  loginError: 'Error en el login',
  registerError: 'Error en el registro',
  invalidCredentials: 'Correo o contraseña incorrectos',
  accountDisabled: 'Tu cuenta está desactivada. Contacta al gimnasio',
  loginSuccess: 'Inicio de sesión exitoso',
  registerSuccess: 'Registro exitoso',
  logoutSuccess: 'Sesión cerrada exitosamente',
  tokenRequired: 'Token de acceso requerido',
  tokenInvalid: 'Token inválido o expirado',
  refreshInvalid: 'Sesión inválida, inicia sesión nuevamente',
  sessionExpired: 'Sesión expirada. Redirigiendo...',
  tooManyLoginAttempts: 'Demasiados intentos de inicio de sesión. Intenta de nuevo en unos minutos',
  /** Failed sign-ins of one account from any address: the wait grows with each one, up to a few minutes. */
  accountLoginDelay: (seconds: number) =>
    `Demasiados intentos fallidos para esta cuenta. Intenta de nuevo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`,
  providerOutside: 'useAuth debe usarse dentro de un AuthProvider',
} as const;

export const PROFILE_MESSAGES = {
  nothingToUpdate: 'No hay datos para actualizar',
  updated: 'Perfil actualizado exitosamente',
  sessionExpired: 'Sesión expirada...',
  serverError: 'Error del servidor al actualizar perfil',
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  firstNameShort: 'El nombre debe tener al menos 2 caracteres',
  lastNameShort: 'El apellido debe tener al menos 2 caracteres',
  firstNameInvalid: 'El nombre solo puede contener letras, espacios, guiones, apóstrofes y puntos',
  lastNameInvalid: 'El apellido solo puede contener letras, espacios, guiones, apóstrofes y puntos',
  phoneInvalid: 'El teléfono solo puede contener números, espacios, guiones, paréntesis, + y puntos',
  phoneShortWarning: 'El teléfono parece demasiado corto (menos de 7 dígitos)',
  emailInvalid: 'El correo electrónico no es válido',
  dateInvalid: 'La fecha de nacimiento no es válida',
  tooYoung: 'Debes tener al menos 13 años',
  tooOld: 'La edad no puede superar los 120 años',
  emergencyNameShort: 'El nombre del contacto de emergencia debe tener al menos 2 letras',
  emergencyPhoneInvalid: 'El teléfono del contacto de emergencia no es válido',
  imageTooLarge: 'La imagen es demasiado grande. Máximo 5MB',
  imageInvalidFormat: 'Formato de imagen no válido. Usa JPG, PNG o WebP',
  imageRequired: 'Selecciona una imagen para subir',
  imageUploadNetwork: 'Error de conexión al subir imagen',
  imageUpdated: 'Foto de perfil actualizada',
  preferencesError: 'Error en las preferencias, verifica los datos',
  preferencesUpdated: 'Preferencias actualizadas',
} as const;

export const PASSWORD_MESSAGES = {
  rule: 'La contraseña debe tener al menos 6 caracteres, una mayúscula, una minúscula y un número',
  currentIncorrect: 'Contraseña actual incorrecta',
  currentRequired: 'La contraseña actual es obligatoria',
  mismatch: 'Las contraseñas no coinciden',
  genericError: 'Error al cambiar contraseña',
  updated: 'Contraseña actualizada exitosamente',
  tooCommon: 'Esta contraseña es demasiado común; elige otra',
  tooManyAttempts: 'Demasiados intentos con la contraseña actual. Intenta de nuevo en unos minutos',
} as const;

/** Global HTTP handling messages (spec §8). */
export const HTTP_MESSAGES = {
  tooManyRequests: 'Demasiadas solicitudes, espera un momento',
  serverError: 'Error del servidor, contacta soporte',
  timeout: 'La solicitud tardó demasiado tiempo',
  network: 'Sin conexión al servidor',
  notFound: 'Recurso no encontrado',
  validation: 'Datos inválidos',
  payloadTooLarge: 'El archivo es demasiado grande',
  genericStatus: (status: number) => `Error ${status}`,
} as const;

export const UI_MESSAGES = {
  verifyingAuth: 'Verificando autenticación...',
  loadingProfile: 'Cargando perfil...',
  loading: 'Cargando...',
  loadingGym: (gymName: string) => `Cargando ${gymName}...`,
  errorTitle: 'Algo salió mal',
  reloadPage: 'Recargar página',
  goHome: 'Ir al inicio',
  chunkFailed: 'Loading chunk failed',
} as const;

export const NOTIFICATION_TITLES = {
  success: 'Éxito',
  error: 'Error',
  info: 'Información',
  warning: 'Advertencia',
} as const;
