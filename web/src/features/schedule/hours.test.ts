import { describe, expect, it } from 'vitest';
import { toInput, validateHours, type DayDraft } from './hours';

const day = (overrides: Partial<DayDraft> = {}): DayDraft => ({
  day: 'monday',
  dayName: 'Lunes',
  isOpen: true,
  openTime: '05:00',
  closeTime: '22:00',
  slots: [{ id: '1', startTime: '05:00', endTime: '07:00', capacity: '30', label: '', reserved: 0 }],
  ...overrides,
});

describe('weekly hours editor rules', () => {
  it('accepts a normal open day', () => {
    expect(validateHours([day()])).toEqual({});
  });

  it('flags bad times, an end before the start, a negative capacity and repeated starts', () => {
    const errors = validateHours([
      day({
        openTime: '5am',
        slots: [
          { id: null, startTime: '09:00', endTime: '08:00', capacity: '-1', label: '', reserved: 0 },
          { id: null, startTime: '09:00', endTime: '10:00', capacity: '10', label: '', reserved: 0 },
        ],
      }),
    ]);
    expect(errors).toEqual({
      'monday.openTime': 'Usa el formato HH:mm',
      'monday.0.endTime': 'La hora de fin debe ser posterior a la de inicio',
      'monday.0.capacity': 'El cupo debe ser al menos 0',
      'monday.1.startTime': 'Hay dos franjas que empiezan a la misma hora',
    });
  });

  it('stops where the api stops: HH:mm, a capacity up to 1000 and 48 slots a day', () => {
    const slot = { id: null, startTime: '05:00', endTime: '07:00', capacity: '30', label: '', reserved: 0 };
    expect(
      validateHours([
        day({
          closeTime: '',
          slots: [
            { ...slot, startTime: '', capacity: '1001' },
            { ...slot, startTime: '06:00', endTime: '25:00', capacity: '1.5' },
          ],
        }),
      ]),
    ).toEqual({
      'monday.0.startTime': 'La hora de inicio es obligatoria',
      'monday.0.capacity': 'El cupo no puede ser mayor que 1000',
      'monday.1.endTime': 'Usa el formato HH:mm',
      'monday.1.capacity': 'El cupo debe ser un número entero',
    });
    const many = Array.from({ length: 49 }, (_, i) => ({
      ...slot,
      startTime: `0${i % 10}:${10 + i}`,
      endTime: '23:00',
    }));
    expect(validateHours([day({ slots: many })])).toEqual({
      'monday.slots': 'La cantidad de franjas del día no puede ser mayor que 48',
    });
  });

  it('a closed day is not checked and is sent without slots', () => {
    const closed = day({
      isOpen: false,
      openTime: 'x',
      slots: [{ id: '1', startTime: 'x', endTime: 'y', capacity: 'z', label: '', reserved: 0 }],
    });
    expect(validateHours([closed])).toEqual({});
    expect(toInput([closed])).toEqual([{ day: 'monday', isOpen: false, openTime: null, closeTime: null, slots: [] }]);
  });

  it('keeps each slot label across a save and clears a blank one', () => {
    const labelled = day({
      slots: [
        { id: '1', startTime: '05:00', endTime: '07:00', capacity: '30', label: ' Funcional ', reserved: 0 },
        { id: '2', startTime: '07:00', endTime: '09:00', capacity: '30', label: '  ', reserved: 0 },
      ],
    });
    expect(toInput([labelled])[0]?.slots.map((s) => s.label)).toEqual(['Funcional', null]);
  });

  it('judges the label by its contract', () => {
    const long = day({
      slots: [{ id: '1', startTime: '05:00', endTime: '07:00', capacity: '30', label: 'x'.repeat(61), reserved: 0 }],
    });
    expect(validateHours([long])).toEqual({ 'monday.0.label': 'La etiqueta admite como máximo 60 caracteres' });
  });
});
