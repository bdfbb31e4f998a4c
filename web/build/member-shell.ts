import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * The member's app shell: the modules whose chunks the service worker precaches, so the member
 * home (membership card, check-in QR, the week's slots) and the member's payments, orders and
 * schedule open with no signal. Only these, with
 * what they import statically: never the dashboards, DataGrid or Charts, which another lazy
 * import would bring.
 */
export const MEMBER_SHELL_MODULES = [
  'src/app/SessionApp.tsx',
  'src/app/layouts/DashboardLayout.tsx',
  'src/features/dashboard/ClientHomePage.tsx',
  'src/features/check-in/components/MemberCheckInQr.tsx',
  // 'Mis pagos', 'Mis pedidos' and 'Mi horario': shown as last loaded with no signal too.
  'src/features/payments/PaymentsPage.tsx',
  'src/features/orders/MyOrdersPage.tsx',
  'src/features/schedule/SchedulePage.tsx',
] as const;

/** The files of the member shell in a bundle: index.html, the entry, the listed chunks, their static imports and CSS. */
export function memberShellFiles(bundle: OutputBundle, modules: readonly string[] = MEMBER_SHELL_MODULES): Set<string> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const normalised = (id: string | null) => (id ?? '').replace(/\\/g, '/');
  const roots = chunks.filter(
    (chunk) => chunk.isEntry || modules.some((module) => normalised(chunk.facadeModuleId).endsWith(`/${module}`)),
  );
  const missing = modules.filter((module) => !roots.some((c) => normalised(c.facadeModuleId).endsWith(`/${module}`)));
  if (missing.length) throw new Error(`member-shell: no chunk for ${missing.join(', ')}`);
  const files = new Set<string>(['index.html']);
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of (chunk as OutputChunk & { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata
      ?.importedCss ?? [])
      files.add(css);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  return files;
}

/**
 * Records the member shell's files when the bundle is written; `isMemberShellFile` is what the
 * PWA plugin's precache manifest keeps (its service worker is written after the bundle).
 */
export function memberShell(): Plugin & { isMemberShellFile(url: string): boolean } {
  let files = new Set<string>();
  return {
    name: 'gym:member-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      files = memberShellFiles(bundle);
    },
    isMemberShellFile: (url: string) => files.has(url.replace(/^\//, '')),
  };
}
