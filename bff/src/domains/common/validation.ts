import { IsInt, Max, MaxLength, Min } from 'class-validator';

/** Spanish class-validator limits; the api still applies the business rules and their messages. */
export function maxChars(limit: number, label: string): PropertyDecorator {
  return MaxLength(limit, { message: `${label} admite como máximo ${limit} caracteres` });
}

export function intBetween(min: number, max: number, label: string): PropertyDecorator {
  return (target, key) => {
    IsInt({ message: `${label} debe ser un número entero` })(target, key);
    Min(min, { message: `${label} debe ser al menos ${min}` })(target, key);
    Max(max, { message: `${label} no puede ser mayor que ${max}` })(target, key);
  };
}
