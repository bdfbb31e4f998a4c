import { CARD_PAYMENT_MESSAGES } from '@gym/domain';

export const STRIPE_TEXTS = {
  method: 'Tarjeta de crédito o débito',
  methodHint: 'Pagas ahora en línea; se confirma al instante.',
  formLabel: 'Pago con tarjeta',
  pay: (amount: string) => `Pagar ${amount}`,
  paying: 'Procesando el pago…',
  cancel: 'Cancelar pago con tarjeta',
  secure: 'Stripe procesa el pago: los datos de tu tarjeta no pasan por nuestros servidores.',
  testMode: 'Modo de prueba: usa la tarjeta 4242 4242 4242 4242 con cualquier fecha futura y CVC.',
  loading: 'Cargando el formulario de pago…',
  unavailable: CARD_PAYMENT_MESSAGES.cardFormUnavailable,
  failed: 'No se pudo completar el pago con tarjeta',
} as const;
