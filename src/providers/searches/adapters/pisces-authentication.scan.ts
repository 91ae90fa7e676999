/**
 * The in-band credentials of a PISCES push, found without parsing: the callback checks them in
 * the message's first bytes before it reads or parses the rest (SearchPushIntake).
 */
import { localName } from './pisces.xml';

/** What `scanAuthentication` found in the first bytes of a message. */
export type AuthenticationScan =
  | { found: true; username: string; password: string }
  | { found: false; complete: boolean };

const XML_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return XML_ENTITIES[name] ?? entity;
  });
}

/**
 * Finds the in-band credentials (`Authentication` … `Username`, `Password`) in the first bytes
 * of a pushed message without parsing it: one pass over the text, each character looked at a
 * bounded number of times, nothing built but the two values. `complete` false means the block
 * may still be coming (it has not closed yet). What it reads is only ever compared with our
 * credentials; the full parse reads them again.
 */
export function scanAuthentication(text: string): AuthenticationScan {
  let position = 0;
  let inAuthentication = false;
  let field: 'username' | 'password' | null = null;
  let value = '';
  const values: { username: string | null; password: string | null } = {
    username: null,
    password: null,
  };
  const incomplete: AuthenticationScan = { found: false, complete: false };
  while (position < text.length) {
    const open = text.indexOf('<', position);
    if (open === -1) return incomplete;
    if (field) value += text.slice(position, open);
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      if (end === -1) return incomplete;
      position = end + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open + 9);
      if (end === -1) return incomplete;
      if (field) value += text.slice(open + 9, end);
      position = end + 3;
      continue;
    }
    if (text.startsWith('<?', open)) {
      const end = text.indexOf('?>', open + 2);
      if (end === -1) return incomplete;
      position = end + 2;
      continue;
    }
    if (text.startsWith('<!', open)) {
      // A DOCTYPE (refused by the full parse): skipped, its internal subset included.
      const bracket = text.indexOf('[', open);
      const gt = text.indexOf('>', open);
      const subsetEnd = bracket !== -1 && bracket < gt ? text.indexOf(']', bracket) : open;
      const end = subsetEnd === -1 ? -1 : text.indexOf('>', subsetEnd);
      if (end === -1) return incomplete;
      position = end + 1;
      continue;
    }
    // The tag's end: the first `>` outside a quoted attribute value.
    let close = open + 1;
    let quote: string | null = null;
    for (; close < text.length; close++) {
      const char = text[close];
      if (quote) {
        if (char === quote) quote = null;
      } else if (char === '"' || char === "'") {
        quote = char;
      } else if (char === '>') {
        break;
      }
    }
    if (close >= text.length) return incomplete;
    const tag = /^<(\/?)([^\s/>]*)/.exec(text.slice(open, Math.min(close, open + 256)));
    const closing = tag?.[1] === '/';
    const name = localName(tag?.[2] ?? '');
    const selfClosing = text[close - 1] === '/';
    position = close + 1;
    if (name === 'Authentication') {
      if (closing && inAuthentication) {
        return values.username !== null && values.password !== null
          ? { found: true, username: values.username, password: values.password }
          : { found: false, complete: true };
      }
      if (!closing && !selfClosing) inAuthentication = true;
      continue;
    }
    if (!inAuthentication) continue;
    const named = name === 'Username' ? 'username' : name === 'Password' ? 'password' : null;
    if (!named) continue;
    if (!closing && selfClosing) {
      values[named] ??= '';
    } else if (!closing) {
      field = named;
      value = '';
    } else if (field === named) {
      values[named] ??= decodeXmlText(value).trim();
      field = null;
    }
  }
  return incomplete;
}
