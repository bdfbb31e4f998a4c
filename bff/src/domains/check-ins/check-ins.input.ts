import { CHECK_IN_FIELDS } from '@gym/domain';
import { Field, InputType } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';

@InputType({ description: 'Un código escaneado en recepción o en el kiosco' })
export class CheckInInput {
  @Field(() => String)
  @Contract(CHECK_IN_FIELDS.code)
  code!: string;

  @Field(() => String, { nullable: true, description: 'Identificador del escaneo (reenvío sin duplicar)' })
  @Contract(CHECK_IN_FIELDS.scanId)
  scanId?: string | null;

  @Field(() => String, { nullable: true, description: 'Cuándo se escaneó (ISO 8601), si se guardó sin conexión' })
  scannedAt?: string | null;
}
