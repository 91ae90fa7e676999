import { escapeHtml } from '@/platform/common/html';
import { isPersonName } from '@/platform/common/person-name';

/** Shared frame of every e-mail: plain text and a simple, accessible HTML version. */

export type RenderedEmail = { subject: string; text: string; html: string };

export type EmailBrand = { productName: string; supportEmail: string; appUrl: string };

export { escapeHtml };

/** Line breaks, other control characters and runs of white space, as one space. */
export function oneLine(value: string): string {
  return value.replace(/[\s\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}

/**
 * A person's name as an e-mail shows it: on one line, and only when it is a plain name
 * (src/platform/common/person-name.ts). Anything else (a line break, a web or e-mail address, stored before
 * the rule or by a path that skipped it) is left out, never shown, so no text of a stranger's can
 * read as our own words or turn into a link.
 */
export function plainName(value: string | null | undefined): string | null {
  const name = oneLine(value ?? '');
  return isPersonName(name) ? name : null;
}

/** 'Hello Ada,' or, without a plain name to use, 'Hello,'. */
export function greeting(salutation: 'Hello' | 'Dear', name: string | null | undefined): string {
  const plain = plainName(name);
  return plain ? `${salutation} ${plain},` : 'Hello,';
}

export type EmailBlock =
  /**
   * One line of text unless `keepLines` (a message someone wrote, shown as they wrote it).
   * `plainText` replaces it in the text part, where there is no button ('the link below').
   */
  | { kind: 'paragraph'; text: string; keepLines?: boolean; plainText?: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'list'; items: string[] }
  /** Small print with a link in it: '<text> <label>: <url>' in the text part. */
  | { kind: 'small-link'; text: string; label: string; url: string };

/**
 * Every e-mail, text and HTML. All text is escaped in the HTML, and the subject, greeting, list
 * items and button labels are one line each, so no value can add lines of its own to either part.
 */
export function renderEmail(
  brand: EmailBrand,
  rawSubject: string,
  rawGreeting: string,
  blocks: EmailBlock[],
): RenderedEmail {
  const subject = oneLine(rawSubject);
  const greeting = oneLine(rawGreeting);
  const textParts = [greeting, ''];
  const htmlParts = [`<p>${escapeHtml(greeting)}</p>`];
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      const text = block.keepLines ? block.text : oneLine(block.text);
      textParts.push(block.plainText === undefined ? text : oneLine(block.plainText), '');
      htmlParts.push(`<p>${escapeHtml(text)}</p>`);
    } else if (block.kind === 'button') {
      const label = oneLine(block.label);
      textParts.push(`${label}: ${block.url}`, '');
      htmlParts.push(
        `<p><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;` +
          `background:#0f5257;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">` +
          `${escapeHtml(label)}</a></p>`,
      );
    } else if (block.kind === 'small-link') {
      const text = oneLine(block.text);
      const label = oneLine(block.label);
      textParts.push(`${text} ${label}: ${block.url}`, '');
      htmlParts.push(
        `<p style="font-size:13px;color:#5b6b6c">${escapeHtml(text)} ` +
          `<a href="${escapeHtml(block.url)}" style="color:#0f5257">${escapeHtml(label)}</a></p>`,
      );
    } else {
      const items = block.items.map(oneLine);
      textParts.push(...items.map((item) => `- ${item}`), '');
      htmlParts.push(`<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`);
    }
  }
  const footer = `Questions? Reply to this e-mail or write to ${brand.supportEmail}.`;
  textParts.push(footer, '', `The ${brand.productName} team`);
  const html =
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2b2c;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">` +
    `<p style="font-size:20px;font-weight:700;color:#0f5257">${escapeHtml(brand.productName)}</p>` +
    htmlParts.join('') +
    `<hr style="border:none;border-top:1px solid #dde5e5;margin:24px 0">` +
    `<p style="font-size:13px;color:#5b6b6c">${escapeHtml(footer)}<br>The ${escapeHtml(brand.productName)} team</p>` +
    `</body></html>`;
  return { subject, text: textParts.join('\n'), html };
}
