import type { WorkflowParameter } from '@nova/shared';

export type ParamsCheck = { ok: true; params: Record<string, unknown> } | { ok: false; message: string };

function coerce(parameter: WorkflowParameter, value: unknown): { ok: true; value: unknown } | { ok: false } {
  switch (parameter.type) {
    case 'string':
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? { ok: true, value: String(value) }
        : { ok: false };
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? { ok: true, value: number } : { ok: false };
    }
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' };
      return { ok: false };
  }
}

/**
 * Checks run parameters against the workflow's schema: declared ones are coerced to their type
 * (text from the chat's k=v form becomes a number or boolean), missing ones take their default,
 * missing required ones are refused. Undeclared parameters pass through unchanged.
 */
export function checkParams(schema: WorkflowParameter[], given: Record<string, unknown>): ParamsCheck {
  const params: Record<string, unknown> = { ...given };
  for (const parameter of schema) {
    const value = given[parameter.name];
    if (value === undefined || value === null || value === '') {
      if (parameter.default !== undefined) params[parameter.name] = parameter.default;
      else if (parameter.required) return { ok: false, message: `Missing required parameter: ${parameter.name}` };
      continue;
    }
    const coerced = coerce(parameter, value);
    if (!coerced.ok) return { ok: false, message: `Parameter ${parameter.name} must be a ${parameter.type}` };
    params[parameter.name] = coerced.value;
  }
  return { ok: true, params };
}
