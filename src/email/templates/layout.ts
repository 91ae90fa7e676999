/** Shared frame of every e-mail: plain text and a simple, accessible HTML version. */

export type RenderedEmail = { subject: string; text: string; html: string };

export type EmailBrand = { productName: string; supportEmail: string; appUrl: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'list'; items: string[] };

export function renderEmail(
  brand: EmailBrand,
  subject: string,
  greeting: string,
  blocks: EmailBlock[],
): RenderedEmail {
  const textParts = [greeting, ''];
  const htmlParts = [`<p>${escapeHtml(greeting)}</p>`];
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      textParts.push(block.text, '');
      htmlParts.push(`<p>${escapeHtml(block.text)}</p>`);
    } else if (block.kind === 'button') {
      textParts.push(`${block.label}: ${block.url}`, '');
      htmlParts.push(
        `<p><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;` +
          `background:#0f5257;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">` +
          `${escapeHtml(block.label)}</a></p>`,
      );
    } else {
      textParts.push(...block.items.map((item) => `- ${item}`), '');
      htmlParts.push(`<ul>${block.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`);
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
