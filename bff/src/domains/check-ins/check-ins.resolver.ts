import { canManageKioskDevices, canRegisterVisits, CHECK_IN_FIELDS } from '@gym/domain';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import { checkArgument } from '../../kernel/graphql/field-contract';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { CheckInInput } from './check-ins.input';
import { CheckInOutcome, CheckInSecret, DailyPassCode, EnabledKioskDevice, KioskDevice } from './check-ins.type';
import { checkInsClient } from './check-ins.client';

@Resolver()
export class CheckInsResolver {
  /** Staff, or a kiosk device token as the bearer: the api judges which (and answers 401/403). */
  @Authorized()
  @Mutation(() => CheckInOutcome, { description: 'Entrada por código (QR del miembro o pase del día)' })
  checkIn(@Arg('input', () => CheckInInput) input: CheckInInput, @Ctx() ctx: RequestContext): Promise<CheckInOutcome> {
    return checkInsClient(ctx).checkIn(input);
  }

  @Authorized('cliente')
  @Query(() => CheckInSecret, {
    description: 'El secreto con que el teléfono del miembro calcula su código sin conexión',
  })
  myCheckInSecret(@Ctx() ctx: RequestContext): Promise<CheckInSecret> {
    return checkInsClient(ctx).mySecret();
  }

  @Authorized(canRegisterVisits)
  @Mutation(() => CheckInSecret, {
    description: 'Nuevo secreto del miembro: los códigos anteriores dejan de funcionar',
  })
  resetCheckInSecret(@Arg('userId', () => ID) userId: string, @Ctx() ctx: RequestContext): Promise<CheckInSecret> {
    return checkInsClient(ctx).resetSecret(userId);
  }

  @Authorized(canRegisterVisits)
  @Mutation(() => DailyPassCode, { description: 'Código de un día de un pase diario vendido hoy' })
  issueDailyPassCode(
    @Arg('paymentId', () => ID) paymentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DailyPassCode> {
    return checkInsClient(ctx).issuePassCode(paymentId);
  }

  @Authorized(canManageKioskDevices)
  @Query(() => [KioskDevice], { description: 'Kioscos de entrada' })
  kioskDevices(@Ctx() ctx: RequestContext): Promise<KioskDevice[]> {
    return checkInsClient(ctx).devices();
  }

  @Authorized(canManageKioskDevices)
  @Mutation(() => EnabledKioskDevice, { description: 'Habilita un kiosco; su token se muestra una sola vez' })
  enableKioskDevice(@Arg('name', () => String) name: string, @Ctx() ctx: RequestContext): Promise<EnabledKioskDevice> {
    checkArgument(CHECK_IN_FIELDS.deviceName, name);
    return checkInsClient(ctx).enableDevice(name);
  }

  @Authorized(canManageKioskDevices)
  @Mutation(() => KioskDevice, { description: 'Deshabilita un kiosco' })
  revokeKioskDevice(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<KioskDevice> {
    return checkInsClient(ctx).revokeDevice(id);
  }
}
