import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

type ValidationIssue = { instancePath?: string; message?: string };

/** "body.name: Too small" — names the field (and where it was) so a client can fix it. */
export function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const parts = issues.map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const where = [context, field].filter(Boolean).join('.');
    return where ? `${where}: ${issue.message ?? 'invalid'}` : (issue.message ?? 'invalid');
  });
  return `Invalid request: ${parts.join('; ')}`;
}

const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ message: describeValidation(error.validationContext, error.validation) });
    }
    if (error.code && JSON_BODY_ERRORS.has(error.code)) {
      return reply.status(400).send({ message: `Malformed JSON in request body: ${error.message}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}
