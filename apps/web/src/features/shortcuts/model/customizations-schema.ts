import * as v from 'valibot';

/** Stored and server-sent bindings; applyCustomizations checks them again, dropping unknown ids and bad keys. */
export const customizationsSchema = v.array(v.object({ id: v.string(), keys: v.string(), enabled: v.boolean() }));
