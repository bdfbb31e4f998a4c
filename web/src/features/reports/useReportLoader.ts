import { useApolloClient } from '@apollo/client/react';
import type { AnyReport, ReportType } from '@gym/domain';
import { useCallback } from 'react';
import {
  FinancialReportForExportDocument,
  MembershipReportDocument,
  PerformanceReportDocument,
  UserReportDocument,
} from './reports.generated';

/** A report as the screen holds it, without Apollo's __typename (a file must not carry it). */
const plain = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value, (key, field: unknown) => (key === '__typename' ? undefined : field))) as T;

/**
 * Reads the report of `type` for the browser fallback of an export: from the cache when the screen
 * already shows it, else from the bff (the figures are still the server's).
 */
export function useReportLoader(
  type: ReportType,
  range: { period?: string | null; startDate?: string | null; endDate?: string | null },
) {
  const client = useApolloClient();
  return useCallback(async (): Promise<AnyReport> => {
    switch (type) {
      case 'financial': {
        const { data } = await client.query({ query: FinancialReportForExportDocument, variables: { range } });
        return { type, report: plain(data!.financialReport) as AnyReport['report'] } as AnyReport;
      }
      case 'users': {
        const { data } = await client.query({ query: UserReportDocument });
        return { type, report: plain(data!.userReport) } as AnyReport;
      }
      case 'memberships': {
        const { data } = await client.query({ query: MembershipReportDocument });
        return { type, report: plain(data!.membershipReport) } as AnyReport;
      }
      case 'performance': {
        const { data } = await client.query({ query: PerformanceReportDocument, variables: { range } });
        return { type, report: plain(data!.performanceReport) } as AnyReport;
      }
    }
  }, [client, type, range]);
}
