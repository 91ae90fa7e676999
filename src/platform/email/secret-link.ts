import { escapeHtml, RenderedEmail } from './templates/layout';

/**
 * Stands in a stored message for a link that carries a secret (a sign-in token). The outbox
 * keeps the message with this placeholder; the real link is minted and put in only on the way
 * out, so no table ever holds a usable link, queued or sent.
 */
export const SECRET_LINK = '{{secret-link}}';

/** The message as it goes out, with the minted link in place of the placeholder. */
export function withSecretLink(message: RenderedEmail, link: string): RenderedEmail {
  return {
    subject: message.subject,
    text: message.text.replaceAll(SECRET_LINK, link),
    html: message.html.replaceAll(SECRET_LINK, escapeHtml(link)),
  };
}

/** What a stored message shows where its secret link was. */
export const HIDDEN_LINK_NOTE = '[link not stored: it worked once and only for the addressee]';

export function withoutSecretLink(message: RenderedEmail): RenderedEmail {
  return withSecretLink(message, HIDDEN_LINK_NOTE);
}
