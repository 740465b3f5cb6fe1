import type { Socket } from 'node:net';
import { errorBody } from './errors.ts';

/** What a request Node's parser refused before Fastify saw it is told, by the parser's code. */
export function clientErrorAnswer(code: string | undefined) {
  const [status, reason, message, name] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          'That request’s address or headers are too long',
          'too_large',
        ]
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'That request took too long to arrive', 'timeout']
        : [400, 'Bad Request', 'That request is malformed', 'bad_request'];
  return { status, reason, body: JSON.stringify(errorBody({ message, code: name, status })) };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (an address or headers
 * over 16 KB, a broken request line, a body that never finishes arriving) is answered in the
 * API's error envelope, as every other 4xx, instead of Fastify's own JSON; then the connection
 * closes. It ends rather than being destroyed at once (Fastify's and Node's way): closing with the
 * rest of the refused request unread resets the connection, and a proxy in front then lost the
 * answer. A reset connection has no one to answer.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) return void socket.destroy(err);
  const { status, reason, body } = clientErrorAnswer(err.code);
  // Whatever else the client sends is read and dropped until it closes, for 5 s at most.
  socket.on('data', () => {});
  socket.setTimeout(5_000, () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
