import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server accepted, parsed as a mail client would. */
export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: ParsedMail['headers'];
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** While true, every message is refused with a temporary error (421), as a server that is down. */
  refusing: boolean;
  /** Messages refused so far. */
  refused: number;
  /** Resolves with the first message to `to` that passes `match`, waiting up to `timeoutMs`. */
  waitFor: (to: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/** A real SMTP server on a free port of 127.0.0.1 (nodemailer's smtp-server; messages read with mailparser). */
export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    port: 0,
    received: [],
    refusing: false,
    refused: 0,
    waitFor: async (to, match = () => true, timeoutMs = 30_000) => {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        const found = state.received.find((m) => m.to.toLowerCase() === to.toLowerCase() && match(m));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No message to ${to} within ${timeoutMs} ms (received: ${state.received.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'none'})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refusing) {
        state.refused++;
        const error = Object.assign(new Error('Сервис временно недоступен'), { responseCode: 421 });
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const address = (value: ParsedMail['to'] | ParsedMail['from']) => {
            const first = Array.isArray(value) ? value[0] : value;
            return first?.value[0]?.address ?? '';
          };
          state.received.push({
            from: parsed.from?.text ?? '',
            to: address(parsed.to),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            messageId: parsed.messageId ?? '',
            headers: parsed.headers,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  state.port = port;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}

/** The first link of a message's text body that starts with `base` (the school's PUBLIC_URL). */
export function linkIn(mail: { text: string }, base: string): string {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s]*`).exec(mail.text);
  if (!match) throw new Error(`No link to ${base} in:\n${mail.text}`);
  return match[0];
}
