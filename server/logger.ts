/** The pino logger: JSON lines, or pino-pretty when stdout is a terminal. */
import pino, { type Logger } from 'pino';

/** Creates the process logger at `level`. */
export function createLogger(level: string): Logger {
  if (process.stdout.isTTY) {
    return pino({
      level,
      transport: {
        target: 'pino-pretty',
        options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    });
  }
  return pino({ level });
}
