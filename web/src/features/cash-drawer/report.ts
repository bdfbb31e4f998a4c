import { config } from '../../platform/config';
import { fetchPrivateFile } from '../../platform/private-file';
import { CASH_DRAWER_TEXTS as T } from './texts';

/**
 * Opens a drawer's close report (PDF) in a new tab. The file needs the bearer token, so it is
 * fetched and shown from a blob URL; the tab is opened at the click (before the fetch) so no popup
 * blocker refuses it. Rejects with the message to show.
 */
export async function openCashReport(sessionId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchPrivateFile(config.cashReportUrl(sessionId), T.report);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
