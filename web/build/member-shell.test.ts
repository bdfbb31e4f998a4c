import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { memberShellFiles } from './member-shell';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], extra: object = {}) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  isEntry: false,
  imports,
  dynamicImports: [] as string[],
  ...extra,
});

describe("the member app's precached shell", () => {
  it('keeps the entry, the member home and what they import statically, never a dashboard or a chart', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-1.js', '/w/src/main.tsx', ['assets/Box-1.js'], {
          isEntry: true,
          dynamicImports: ['assets/SessionApp-1.js', 'assets/StaffGrid-1.js'],
        }),
        chunk('assets/Box-1.js', null, []),
        chunk('assets/SessionApp-1.js', '/w/src/app/SessionApp.tsx', ['assets/Box-1.js']),
        chunk('assets/DashboardLayout-1.js', '/w/src/app/layouts/DashboardLayout.tsx', []),
        chunk('assets/ClientHomePage-1.js', '/w/src/features/dashboard/ClientHomePage.tsx', ['assets/Card-1.js'], {
          viteMetadata: { importedCss: new Set(['assets/ClientHomePage-1.css']) },
        }),
        chunk('assets/Card-1.js', null, []),
        chunk('assets/MemberCheckInQr-1.js', '/w/src/features/check-in/components/MemberCheckInQr.tsx', []),
        chunk('assets/PaymentsPage-1.js', '/w/src/features/payments/PaymentsPage.tsx', ['assets/Card-1.js']),
        chunk('assets/MyOrdersPage-1.js', '/w/src/features/orders/MyOrdersPage.tsx', ['assets/Stepper-1.js']),
        chunk('assets/Stepper-1.js', null, []),
        // 'Mi horario' loads its chart lazily: the chart stays out.
        chunk('assets/SchedulePage-1.js', '/w/src/features/schedule/SchedulePage.tsx', [], {
          dynamicImports: ['assets/BarChart-1.js'],
        }),
        chunk('assets/StaffGrid-1.js', '/w/src/shared/components/StaffGrid.tsx', ['assets/Box-1.js']),
        chunk('assets/BarChart-1.js', null, []),
      ].map((c) => [c.fileName, c]),
    ) as unknown as OutputBundle;
    expect([...memberShellFiles(bundle)].sort()).toEqual([
      'assets/Box-1.js',
      'assets/Card-1.js',
      'assets/ClientHomePage-1.css',
      'assets/ClientHomePage-1.js',
      'assets/DashboardLayout-1.js',
      'assets/MemberCheckInQr-1.js',
      'assets/MyOrdersPage-1.js',
      'assets/PaymentsPage-1.js',
      'assets/SchedulePage-1.js',
      'assets/SessionApp-1.js',
      'assets/Stepper-1.js',
      'assets/index-1.js',
      'index.html',
    ]);
  });

  it('fails the build when a member module has no chunk of its own any more', () => {
    const bundle = { 'assets/index-1.js': chunk('assets/index-1.js', '/w/src/main.tsx', [], { isEntry: true }) };
    expect(() => memberShellFiles(bundle as unknown as OutputBundle)).toThrow(/member-shell: no chunk for/);
  });
});
