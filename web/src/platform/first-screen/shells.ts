/**
 * The first screen's markup, drawn by the bff before the app runs (bff/src/kernel/http/first-screen.ts)
 * with web/index.html's `fs-*` styles: text only, no script. `{{Operation.path.to.field}}` is filled
 * from that operation's answer (HTML-escaped; empty when there is none). The app removes it when
 * the page has rendered (shell.ts).
 */

const SIGN_IN = 'Iniciar sesión';

/** The public header on a phone: the gym's name and the sign-in action (PublicHeader). */
export const HEADER_SHELL =
  '<header class="fs-bar"><span class="fs-logo"></span>' +
  '<span class="fs-name">{{GymConfig.gymConfig.name}}</span>' +
  `<span class="fs-action">${SIGN_IN}</span></header>`;

/** A text for the shell's markup (the shell's own texts never hold markup). */
export function shellText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
