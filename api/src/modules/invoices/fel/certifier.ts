/**
 * Which certifier (certificador FEL authorized by SAT) signs and certifies the gym's documents.
 * Infile is implemented; Digifact and G4S implement the same `CertifierAdapter` when needed.
 */
import { InfileCertifier, type InfileOptions } from './infile';
import type { CertifierAdapter } from './types';

export const CERTIFIER_NAMES = ['infile', 'digifact', 'g4s'] as const;
export type CertifierName = (typeof CERTIFIER_NAMES)[number];

export type CertifierOptions = InfileOptions;

export function isCertifierName(name: string): name is CertifierName {
  return (CERTIFIER_NAMES as readonly string[]).includes(name);
}

/** The adapter for `name` ('infile'); throws for a certifier not implemented yet. */
export function createCertifier(name: string, options: CertifierOptions): CertifierAdapter {
  const normalized = name.trim().toLowerCase();
  if (!isCertifierName(normalized)) throw new Error(`Certificador FEL desconocido: '${name}'`);
  switch (normalized) {
    case 'infile':
      return new InfileCertifier(options);
    case 'digifact':
    case 'g4s':
      throw new Error(`El certificador '${normalized}' aún no está disponible: usa 'infile'`);
  }
}
