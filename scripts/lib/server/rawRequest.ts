// Sends a request line exactly as given (any bytes, no client-side checks) over a new socket
// and returns the status and headers, or what happened to the connection.
import { connect } from 'node:net';

export interface RawAnswer {
  status?: number;
  headers: Record<string, string>;
  /** 'closed' when the server hung up without an answer, 'timeout' when it never answered. */
  outcome: 'answered' | 'closed' | 'timeout';
}

export function rawRequest(
  port: number,
  target: string | Buffer,
  timeoutMs = 5000,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = (outcome: RawAnswer['outcome']) => {
      socket.destroy();
      const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n', 1)[0] ?? '';
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]) || undefined;
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status, headers, outcome: status ? 'answered' : outcome });
    };
    socket.setTimeout(timeoutMs, () => finish('timeout'));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (Buffer.concat(chunks).includes('\r\n\r\n')) finish('answered');
    });
    socket.on('error', () => finish('closed'));
    socket.on('close', () => finish('closed'));
    socket.write(
      Buffer.concat([
        Buffer.from('GET '),
        typeof target === 'string' ? Buffer.from(target, 'latin1') : target,
        Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      ]),
    );
  });
}
