import { onEvent } from '../../../events/handler';
import { currentBrand } from '../brand';
import { appLink, queueMessages } from '../compose';
import { recipientOf } from '../recipients';

/** Welcome, on a new account. */
export const welcomeNewMember = onEvent('user.registered', 'messages.welcome', async (event, context) => {
  const to = await recipientOf(context.db, event.payload.userId);
  if (!to) return;
  await queueMessages(context, {
    kind: 'welcome',
    to: to.email,
    phone: to.phone,
    whatsapp: [to.firstName, (await currentBrand(context.db, context.config.publicUrl)).name],
    userId: to.userId,
    sourceId: event.id,
    content: {
      subject: '¡Bienvenido! Tu cuenta está lista',
      preheader: 'Ya puedes comprar tu membresía, reservar tu horario y comprar en la tienda.',
      title: `¡Hola, ${to.firstName}!`,
      paragraphs: [
        'Tu cuenta está lista. Desde tu panel puedes comprar o renovar tu membresía, elegir tu horario, ver tus pagos y tus pedidos de la tienda.',
      ],
      button: { label: 'Ir a mi panel', url: appLink(context, '/dashboard/client') },
    },
  });
});
