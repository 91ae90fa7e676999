import type { CSSProperties } from 'react';

const urlPattern = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the URL ("…see https://x.example/a."). */
const trailingPunctuation = /[.,;:!?)\]}'"]+$/;

type Part = { kind: 'text'; value: string } | { kind: 'link'; value: string };

/** Splits plain text into text and http(s) URL parts. */
export const splitLinks = (text: string): Part[] => {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index;
    const url = match[0].replace(trailingPunctuation, '');
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
};

type LinkifiedTextProps = { text: string; style?: CSSProperties };

/** Plain text with line breaks kept and every http(s) URL a clickable link. */
export const LinkifiedText = ({ text, style }: LinkifiedTextProps) => (
  <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...style }}>
    {splitLinks(text).map((part, index) =>
      part.kind === 'link' ? (
        <a key={index} href={part.value}>
          {part.value}
        </a>
      ) : (
        <span key={index}>{part.value}</span>
      ),
    )}
  </div>
);
