import { AddressInfo, createServer, Server, Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A small SMTP server that speaks enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA,
 * RSET, NOOP, QUIT; no TLS or AUTH). A message counts as delivered once the server answers 250
 * to its DATA. With `stallDeliveries` on, it takes a message in and then never answers: the
 * sender is left waiting mid-send, as with a slow or hung mail server. With `down` on, it answers
 * every connection with 421 and hangs up (RFC 5321 §3.1: the service is not available), as a mail
 * server that is out of service does, while keeping its port (a closed port could be taken by
 * another test's server meanwhile). (A bare hang-up would do too, but nodemailer reports that
 * only after a second, which every retry of a test would then wait.)
 */
export class SmtpTestServer {
  readonly delivered: ReceivedMail[] = [];
  /** Messages taken in but never answered while stalling. */
  readonly stalled: ReceivedMail[] = [];
  stallDeliveries = false;
  down = false;
  private readonly sockets = new Set<Socket>();
  /** How to answer each stalled message, for releaseStalled. */
  private readonly held: { mail: ReceivedMail; answer: () => void }[] = [];
  private readonly server: Server;

  private constructor() {
    this.server = createServer((socket) => this.handle(socket));
  }

  /** Starts listening on `port` (a free one by default). */
  static async start(port = 0): Promise<SmtpTestServer> {
    const smtp = new SmtpTestServer();
    await new Promise<void>((resolve) => smtp.server.listen(port, '127.0.0.1', resolve));
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  deliveredTo(address: string): ReceivedMail[] {
    return this.delivered.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /** Answers the stalled messages at last (delivered), as a slow mail server finally does. */
  releaseStalled(): void {
    for (const { mail, answer } of this.held.splice(0)) {
      this.delivered.push(mail);
      answer();
    }
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(socket: Socket): void {
    if (this.down) {
      socket.on('error', () => undefined);
      socket.end('421 4.3.2 Service not available, closing transmission channel\r\n');
      return;
    }
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    let envelope: ReceivedMail = { from: '', to: [], data: '' };
    let readingData = false;
    let buffer = '';
    reply('220 smtp.test ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (readingData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          envelope.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          readingData = false;
          if (this.stallDeliveries) {
            const mail = envelope;
            this.stalled.push(mail);
            this.held.push({ mail, answer: () => reply('250 2.0.0 queued') });
            envelope = { from: '', to: [], data: '' };
            continue; // no answer (until releaseStalled): the sender waits
          }
          this.delivered.push(envelope);
          envelope = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          reply('250-smtp.test');
          reply('250-8BITMIME');
          reply('250 SMTPUTF8');
        } else if (verb === 'MAIL') {
          envelope = { from: addressIn(line), to: [], data: '' };
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(addressIn(line).toLowerCase());
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          readingData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [], data: '' };
          reply('250 2.0.0 ok');
        } else if (verb === 'NOOP') {
          reply('250 2.0.0 ok');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else {
          reply('502 5.5.2 command not implemented');
        }
      }
    });
  }
}

function addressIn(line: string): string {
  return /<([^>]*)>/.exec(line)?.[1] ?? '';
}

/** The sign-in token in a raw message (quoted-printable bodies decoded first). */
export function magicLinkTokenIn(mail: ReceivedMail): string | null {
  const decoded = mail.data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return /\/authenticate\?token=([A-Za-z0-9_-]{43})/.exec(decoded)?.[1] ?? null;
}
