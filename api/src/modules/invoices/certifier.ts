/**
 * The one place the invoices module gets its certifier and its XML from the FEL layer (fel/):
 * the adapter of the configured certifier, pointed at FEL_CERTIFIER_URL when set.
 */
import type { AppConfig } from '../../config';
import { createCertifier } from './fel/certifier';
import type { CertifierAdapter } from './fel/types';
import type { ActiveFel } from './settings.service';

export { buildDteXml, buildVoidXml } from './fel/dte-xml';

export function createCertifierFor(config: AppConfig, fel: ActiveFel): CertifierAdapter {
  return createCertifier(fel.certifier, {
    credentials: fel.credentials,
    issuerNit: fel.issuer.nit,
    ...(config.fel.certifierUrl ? { baseUrl: config.fel.certifierUrl } : {}),
  });
}
