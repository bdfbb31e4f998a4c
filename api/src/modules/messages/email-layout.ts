/**
 * The one e-mail layout, in MJML (responsive HTML that mail clients render alike, from a maintained
 * markup language; no React on the api), in the gym's name, logo and colours from its configuration,
 * with the plain-text part written from the same content.
 */
import { escapeHtml } from '@gym/domain';

/** The gym as a message shows it (from the website settings; never a hard-coded brand). */
export interface Brand {
  name: string;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  /** Where the web app is (PUBLIC_URL): links and a logo given as a path. */
  publicUrl: string;
}

/** What one message says; every text is plain (escaped here), amounts and dates already formatted. */
export interface EmailContent {
  subject: string;
  /** The line a mail client shows after the subject. */
  preheader: string;
  title: string;
  paragraphs: string[];
  /** Label and value pairs (Plan, Vence, Total...). */
  facts?: [string, string][];
  /** A small table (the items of an order). */
  table?: { head: string[]; rows: string[][] };
  button?: { label: string; url: string };
  /** A last line in small print. */
  footnote?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A colour the settings hold, or the fallback when it is not a plain hex colour (never markup). */
const safeColour = (value: string, fallback: string) => (/^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback);

function absoluteUrl(url: string, publicUrl: string): string {
  try {
    return new URL(url, `${publicUrl}/`).toString();
  } catch {
    return publicUrl;
  }
}

function mjmlOf(brand: Brand, content: EmailContent): string {
  const primary = safeColour(brand.primaryColor, '#1f2937');
  const secondary = safeColour(brand.secondaryColor, '#f59e0b');
  const name = escapeHtml(brand.name);
  const header = brand.logoUrl
    ? `<mj-image src="${escapeHtml(absoluteUrl(brand.logoUrl, brand.publicUrl))}" alt="${name}" width="120px" padding="0" />`
    : `<mj-text align="center" color="#ffffff" font-size="22px" font-weight="700">${name}</mj-text>`;
  const paragraphs = content.paragraphs.map((p) => `<mj-text>${escapeHtml(p)}</mj-text>`).join('');
  const facts = content.facts?.length
    ? `<mj-table>${content.facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</mj-table>`
    : '';
  const table = content.table
    ? `<mj-table><tr style="border-bottom:1px solid #e5e7eb;text-align:left">${content.table.head
        .map((h) => `<th style="padding:4px 0">${escapeHtml(h)}</th>`)
        .join('')}</tr>${content.table.rows
        .map((row) => `<tr>${row.map((cell) => `<td style="padding:4px 0">${escapeHtml(cell)}</td>`).join('')}</tr>`)
        .join('')}</mj-table>`
    : '';
  const button = content.button
    ? `<mj-button background-color="${secondary}" color="#111827" href="${escapeHtml(content.button.url)}">${escapeHtml(content.button.label)}</mj-button>`
    : '';
  const footnote = content.footnote
    ? `<mj-text font-size="12px" color="#6b7280">${escapeHtml(content.footnote)}</mj-text>`
    : '';
  const contact = [brand.phone, brand.email, brand.address]
    .filter(Boolean)
    .map((c) => escapeHtml(c!))
    .join(' · ');
  return `<mjml lang="es">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preheader)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#111827" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="${primary}" padding="20px">
      <mj-column>${header}</mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 16px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700">${escapeHtml(content.title)}</mj-text>
        ${paragraphs}${facts}${table}${button}${footnote}
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text align="center" font-size="12px" color="#6b7280">${name}${contact ? `<br />${contact}` : ''}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The plain-text part: the same content, readable in any client and by a screen reader. */
function textOf(brand: Brand, content: EmailContent): string {
  const lines = [content.title, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.facts?.length) lines.push(...content.facts.map(([label, value]) => `${label}: ${value}`), '');
  if (content.table) {
    lines.push(content.table.head.join(' | '));
    lines.push(...content.table.rows.map((row) => row.join(' | ')), '');
  }
  if (content.button) lines.push(`${content.button.label}: ${content.button.url}`, '');
  if (content.footnote) lines.push(content.footnote, '');
  const contact = [brand.phone, brand.email, brand.address].filter(Boolean).join(' · ');
  lines.push('--', brand.name, ...(contact ? [contact] : []));
  return lines.join('\n');
}

export async function renderEmail(brand: Brand, content: EmailContent): Promise<RenderedEmail> {
  // Loaded with the first message: MJML holds ~16 MB of heap a server that sends none never needs.
  const { default: mjml2html } = await import('mjml');
  const result = await mjml2html(mjmlOf(brand, content), { validationLevel: 'strict', keepComments: false });
  if (result.errors.length > 0) throw new Error(`MJML: ${result.errors.map((e) => e.formattedMessage).join('; ')}`);
  return { subject: content.subject, html: result.html, text: textOf(brand, content) };
}
