import { BILLING_NAME_FIELD, CONSUMIDOR_FINAL, TAX_ID_FIELD, taxIdError } from '@gym/domain';
import { IsOptional, registerDecorator } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';

/**
 * The check digit of a NIT or CUI, judged as the api judges it (domain `taxIdError`). CF passes
 * here: only the api knows the sale's total, and refuses CF at Q 2,500 or more.
 */
export function TaxIdCheckDigit(): PropertyDecorator {
  return (target, propertyName) => {
    const message = (value: unknown) =>
      typeof value === 'string' ? taxIdError(value.trim() === '' ? CONSUMIDOR_FINAL : value, 0) : null;
    registerDecorator({
      name: 'taxIdCheckDigit',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => message(value) === null,
        defaultMessage: (args) => message(args?.value) ?? TAX_ID_FIELD.label,
      },
    });
  };
}

@InputType({
  description:
    'Datos de facturación de una venta (NIT, CUI o CF y el nombre); sin ellos la venta es a CF, que solo se permite por menos de Q 2,500.00',
})
export class BillingInput {
  @Field(() => String, { description: "NIT (con o sin guion), CUI de 13 dígitos o 'CF'" })
  @Contract(TAX_ID_FIELD)
  @TaxIdCheckDigit()
  taxId!: string;

  @Field(() => String, { nullable: true, description: 'Nombre para la factura; vacío: el nombre del comprador' })
  @IsOptional()
  @Contract(BILLING_NAME_FIELD)
  name?: string | null;
}
