import { CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_STACK_MAX, type ClientErrorReport } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';
import { setErrorReporter, type ErrorLogEntry } from '@/lib/error-log';

export function toClientErrorReport(entry: ErrorLogEntry): ClientErrorReport {
  return {
    message: entry.message.slice(0, CLIENT_ERROR_MESSAGE_MAX),
    stack: entry.stack?.slice(0, CLIENT_ERROR_STACK_MAX),
    componentStack: entry.componentStack?.slice(0, CLIENT_ERROR_STACK_MAX),
    url: entry.url.slice(0, 2_000),
    timestamp: entry.timestamp,
  };
}

/** Caught UI errors go to the workspace server, where the developer dashboard lists them. */
export function reportErrorsToServer(): void {
  setErrorReporter(async (entry) => {
    await apiRequest('POST', '/api/client-errors', toClientErrorReport(entry));
  });
}
