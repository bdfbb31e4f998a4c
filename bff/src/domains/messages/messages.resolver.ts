import { canReadMessages } from '@gym/domain';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { messagesClient } from './messages.client';
import { MessageFilterInput, UpdateMessageSettingsInput } from './messages.input';
import {
  MessageDetail,
  MessagePage,
  MessageRetryResult,
  MessageSettings,
  MessageSettingsResult,
} from './messages.type';

/** The admin's 'Mensajes': what the gym wrote to its people, 'Reintentar' for a failed one, and the switch per kind. */
@Authorized(canReadMessages)
@Resolver()
export class MessagesResolver {
  @Query(() => MessagePage, { description: 'Mensajes, los más recientes primero, por estado y tipo' })
  messages(
    @Arg('filter', () => MessageFilterInput, { nullable: true }) filter: MessageFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePage> {
    return messagesClient(ctx).list(filter);
  }

  @Query(() => MessageDetail, { description: 'Un mensaje con su HTML y su texto' })
  message(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MessageDetail> {
    return messagesClient(ctx).byId(id);
  }

  @Mutation(() => MessageRetryResult, { description: 'Vuelve a poner en cola un mensaje que falló (409 si no falló)' })
  retryMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MessageRetryResult> {
    return messagesClient(ctx).retry(id);
  }

  @Query(() => MessageSettings, {
    description: 'Los tipos de mensaje: cada uno con su nombre y si el gimnasio lo envía',
  })
  messageSettings(@Ctx() ctx: RequestContext): Promise<MessageSettings> {
    return messagesClient(ctx).settings();
  }

  @Mutation(() => MessageSettingsResult, {
    description:
      'Activa o desactiva tipos de mensaje (solo los enviados; el restablecimiento de contraseña siempre va)',
  })
  updateMessageSettings(
    @Arg('input', () => UpdateMessageSettingsInput) input: UpdateMessageSettingsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageSettingsResult> {
    return messagesClient(ctx).updateSettings(input);
  }
}
